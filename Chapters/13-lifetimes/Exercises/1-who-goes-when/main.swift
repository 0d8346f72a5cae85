// Exercise 13.1: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

/// A screen (a view controller) with three subscriptions, kept three ways.
final class Screen: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()

    func viewDidLoad(feed: Observable<String>) {
        let localBag = DisposeBag()
        feed.subscribe(onNext: { print("  local bag: \($0)") }, onDisposed: { print("  local bag: disposed") })
            .disposed(by: localBag)
        feed.subscribe(onNext: { print("  rx.disposeBag: \($0)") }, onDisposed: { print("  rx.disposeBag: disposed") })
            .disposed(by: rx.disposeBag)
        Observable.just("hello")
            .subscribe(onNext: { print("  just: \($0)") }, onDisposed: { print("  just: disposed") })
            .disposed(by: rx.disposeBag)
        print("  viewDidLoad returns")
    }

    deinit {
        print("  deinit")
    }
}

do {
    let feed = PublishSubject<String>()

    print("-- entering the screen")
    var screen: Screen? = Screen()
    screen?.viewDidLoad(feed: feed)
    feed.onNext("1")

    print("-- someone watches the screen go")
    _ = screen?.rx.deallocated.subscribe(
        onNext: { print("  deallocated") }, onCompleted: { print("  deallocated: completed") })
    feed.onNext("2")

    print("-- leaving the screen")
    screen = nil

    print("-- after")
    feed.onNext("3")
}
print("live MiniRx objects: \(Resources.total)")
