// Chapter 13: Lifetimes. Who keeps a subscription alive, and who ends it. The `rx` namespace;
// seed 001's page whose subscriptions go into `rx.disposeBag` and end when the page goes;
// seed 004's order of `deinit` and `rx.deallocated`; `Binder`, which binds to an object without
// keeping it alive (and `rx`'s key-path binders, `label.rx.text`); and a leak hunt: a retain
// cycle made through a subscription, found with `Resources.total`, broken with `[weak self]`.
import Foundation
import MiniRx

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch13\n".utf8))
    exit(2)
}

/// A plain type; conforming to ReactiveCompatible gives it `.rx`.
struct Thermometer: ReactiveCompatible {
    let readings: [Int]
}

/// Reactive extensions live on `Reactive<Thermometer>`, next to, not inside, the type's own API.
extension Reactive where Base == Thermometer {
    var temperature: Observable<Int> { Observable.from(base.readings) }
}

print("-- 1. The rx namespace")
do {
    let thermometer = Thermometer(readings: [19, 21])
    print("thermometer.rx is a \(type(of: thermometer.rx)) around the thermometer")
    _ = thermometer.rx.temperature.subscribe(onNext: { print("  temperature \($0)") })
}

print("-- 2. Seed 001's page: subscriptions in rx.disposeBag")
do {
    /// A page (a view controller). Linux has no associated objects, so it opts in to
    /// `rx.disposeBag` by keeping one stored `AssociatedObjects`.
    final class Page: HasAssociatedObjects {
        let associatedObjects = AssociatedObjects()

        func viewDidLoad() {
            let subscribe: (AnyObserver<String>) -> Disposable = { observer in
                observer.onNext("123")
                return Disposables.create {
                    debugPrint("subscribe — dispose")
                }
            }
            let observable = Observable<String>.create(subscribe)
            let disposable = observable.subscribe(onNext: { value in
                debugPrint(value)
            }, onError: { error in
                debugPrint(error)
            }, onCompleted: {
                debugPrint("onCompleted")
            }) {
                debugPrint("onDisposed")
            }
            disposable.disposed(by: rx.disposeBag)
            observable.subscribe(onNext: { value in
                debugPrint("subscribe2: \(value)")
            }, onError: { error in
                debugPrint("subscribe2: \(error)")
            }, onCompleted: {
                debugPrint("subscribe2: onCompleted")
            }) {
                debugPrint("subscribe2: onDisposed")
            }.disposed(by: rx.disposeBag)
        }

        deinit {
            print("page deinit")
        }
    }

    print("entering the page:")
    var page: Page? = Page()
    page?.viewDidLoad()
    print("leaving the page:")
    page = nil
}

print("-- 3. Seed 004: deinit first, then rx.deallocated")
do {
    final class Page: HasAssociatedObjects {
        let associatedObjects = AssociatedObjects()

        func viewDidLoad() {
            // RxCocoa's `rx.deallocating` would fire here, before deinit; it needs the
            // Objective-C runtime (it swaps the class's dealloc). See the README.
            _ = rx.deallocated.subscribe(onNext: {
                print("deallocated: the page is gone")
            }, onCompleted: {
                print("deallocated: completed")
            })
        }

        deinit {
            print("deinit: the page is going")
        }
    }

    var page: Page? = Page()
    page?.viewDidLoad()
    print("releasing the last reference")
    page = nil
    print("both done by the time `page = nil` returns")
}

print("-- 4. Binder: binding to an object without keeping it alive")
do {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    /// A label that prints what it is given. Conforming to ReactiveCompatible gives it `rx`,
    /// and `rx` makes a Binder for any settable property of a class.
    final class Label: ReactiveCompatible {
        let name: String
        var text: String? {
            didSet { print("  \(name).text = \(text ?? "nil")") }
        }

        init(_ name: String) {
            self.name = name
        }

        deinit {
            print("  \(name) deinit")
        }
    }

    let names = PublishSubject<String?>()
    let label = Label("label")
    print("label.rx.text is a \(type(of: label.rx.text)), made from the key path \\Label.text")
    let toLabel = names.bind(to: label.rx.text)
    names.onNext("Ada")

    print("Binder(label) { … } for what is not a plain property:")
    let shouting = Binder<String?>(label) { label, text in
        label.text = text?.uppercased()
    }
    _ = Observable.just("grace").bind(to: shouting)

    print("a Binder holds its target weakly: a label that goes away is not kept by its binding")
    var shortLived: Label? = Label("short-lived label")
    let toShortLived = names.bind(to: shortLived!.rx.text)
    names.onNext("Linus")
    shortLived = nil
    names.onNext("Barbara")
    print("  (Barbara reached the label that is still there; the binding to the other one drops it)")

    print("a Binder sets on its scheduler; with MainScheduler.asyncInstance, when the loop turns:")
    let queued = Binder<String?>(label, scheduler: MainScheduler.asyncInstance) { label, text in
        label.text = text
    }
    _ = Observable.just("later").bind(to: queued)
    print("  (bound, not set yet)")
    MainScheduler.instance.runUntilIdle()

    print("an error cannot be shown: binding one is a programming error, printed")
    _ = Observable<String?>.error(Oops()).bind(to: label.rx.text)
    toLabel.dispose()
    toShortLived.dispose()
}

print("-- 5. A leak: a subscription that holds its owner")
/// A search screen's view model. `start(weakly:)` subscribes to its own query subject and keeps
/// the subscription in its bag; the closure calls a method, so it uses `self`.
final class SearchViewModel: HasAssociatedObjects {
    let associatedObjects = AssociatedObjects()
    let query = PublishSubject<String>()
    private(set) var searches = 0

    func start(weakly: Bool) {
        if weakly {
            query.subscribe(onNext: { [weak self] text in self?.search(text) })
                .disposed(by: rx.disposeBag)
        } else {
            query.subscribe(onNext: { text in self.search(text) })
                .disposed(by: rx.disposeBag)
        }
    }

    func search(_ text: String) {
        searches += 1
    }

    deinit {
        print("  view model deinit")
    }
}

// Open the screen, type once, close it. Every object MiniRx makes counts itself, so a screen
// that really goes away leaves the count where it was.
func openAndCloseScreen(weakly: Bool) -> SearchViewModel? {
    weak var closed: SearchViewModel?
    do {
        let model = SearchViewModel()
        model.start(weakly: weakly)
        model.query.onNext("rx")
        closed = model
    }
    return closed
}

var leaked: [SearchViewModel] = []
let baseline = Resources.total
print("live objects before: \(baseline)")
for round in 1...3 {
    if let survivor = openAndCloseScreen(weakly: false) { leaked.append(survivor) }
    print("after closing the screen \(round) time(s): \(Resources.total) live objects")
}
print("the count grows by \((Resources.total - baseline) / 3) per visit, and no deinit was printed:")
print("  model → its query subject → the subject's observer → the closure → model")
print("  (disposing the subscription in the model's bag would break it, but the bag goes only with the model)")
print("with [weak self]:")
let leakedTotal = Resources.total
for round in 1...3 {
    _ = openAndCloseScreen(weakly: true)
    print("after closing the screen \(round) time(s): \(Resources.total) live objects, \(Resources.total - leakedTotal) new")
}
print("breaking the three leaked cycles by hand (a new bag disposes the old one's subscriptions):")
for model in leaked { model.rx.disposeBag = DisposeBag() }
leaked.removeAll()

print("live MiniRx objects: \(Resources.total)")
