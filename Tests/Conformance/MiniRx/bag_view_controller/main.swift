// Case bag_view_controller: an object (a "page") owns a DisposeBag; when the last
// reference to the page is dropped, the order of its deinit, the bag's disposal of the
// subscriptions, and the subscriptions' onDisposed / source disposables.
import MiniRx

let clock = PublishSubject<Int>()

final class PageController {
    let name: String
    let disposeBag = DisposeBag()

    init(name: String, clock: PublishSubject<Int>) {
        self.name = name
        print("entering page \(name)")
        let page = name
        clock.subscribe(
            onNext: { print("page \(page) sees tick \($0)") },
            onDisposed: { print("page \(page): tick subscription disposed") }
        ).disposed(by: disposeBag)

        Observable<String>.create { observer in
            observer.onNext("hello from \(page)'s source")
            return Disposables.create { print("page \(page): source disposable disposed") }
        }
        .subscribe(
            onNext: { print($0) },
            onDisposed: { print("page \(page): source subscription disposed") }
        ).disposed(by: disposeBag)
    }

    func show() {
        print("page \(name) is showing")
    }

    deinit {
        print("leaving page \(name)")
    }
}

var page: PageController? = PageController(name: "Home", clock: clock)
page?.show()
clock.onNext(1)
print("-- navigating away")
page = nil
print("-- navigated away")
clock.onNext(2)

print("-- a second page, replaced by a third")
var current: PageController? = PageController(name: "Detail", clock: clock)
clock.onNext(3)
current = PageController(name: "Settings", clock: clock)
clock.onNext(4)
current = nil
clock.onNext(5)
print("hasObservers: \(clock.hasObservers)")
