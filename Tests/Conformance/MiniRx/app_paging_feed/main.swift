// Case app_paging_feed (a milestone of chapter 7): an infinite feed that loads pages. Scrolling
// near the end sends "load more"; the tap takes the feed's state as it is (withLatestFrom), is
// dropped while a page is loading or when no page is left (filter), and loads the next page
// (flatMap into a request the server answers later). Pages come in as they are answered; the
// last page (take(while:, behavior: .inclusive)) ends the paging: the subscriber's onDisposed
// runs first, then the scroll events and the last request are released.
import MiniRx

struct Feed { var items: [String] = []; var loading = false; var nextPage: Int? = 1 }

final class Server {
    var pending: [(Int, AnyObserver<[String]>)] = []
    func page(_ number: Int) -> Observable<[String]> {
        Observable.create { observer in
            print("  request page \(number)")
            self.pending.append((number, observer))
            return Disposables.create { print("  request \(number) ends") }
        }
    }
    func answer() {
        let (number, observer) = pending.removeFirst()
        print("the server answers page \(number)")
        observer.onNext((1...2).map { "p\(number)-\($0)" })
        observer.onCompleted()
    }
}

let server = Server()
let feed = BehaviorRelay(value: Feed())
let nearEnd = PublishSubject<Void>()
let bag = DisposeBag()

nearEnd
    .withLatestFrom(feed)
    .filter { state in
        if state.loading { print("  already loading") }
        return !state.loading && state.nextPage != nil
    }
    .flatMap { state -> Observable<(Int, [String])> in
        let number = state.nextPage!
        var loading = state
        loading.loading = true
        feed.accept(loading)
        return server.page(number).map { (number, $0) }
    }
    .take(while: { number, _ in number < 3 }, behavior: .inclusive)
    .subscribe(onNext: { number, items in
        var state = feed.value
        state.items += items
        state.loading = false
        state.nextPage = number < 3 ? number + 1 : nil
        feed.accept(state)
    }, onCompleted: { print("  paging done") }, onDisposed: { print("  near-end observed: \(nearEnd.hasObservers)") })
    .disposed(by: bag)

feed.map { "\($0.items.count) items\($0.loading ? ", loading" : "")" }.distinctUntilChanged()
    .subscribe(onNext: { print("  feed: \($0)") }).disposed(by: bag)

for step in ["scroll", "scroll", "answer", "scroll", "answer", "scroll", "scroll", "answer", "scroll"] {
    print(step)
    if step == "scroll" { nearEnd.onNext(()) } else { server.answer() }
}
print("near-end observed: \(nearEnd.hasObservers); items: \(feed.value.items)")
