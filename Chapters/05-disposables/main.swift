// Chapter 5: Disposables. Seed 001's page (an object that owns a DisposeBag) entering and
// leaving; the SinkDisposer's paths; the `Disposables.create` forms; the DisposeBag's rules;
// what dispose releases.
// Run with `--trace` to watch the SinkDisposer change state and the bag empty itself.
import Ch05Disposables
import Foundation

switch CommandLine.arguments.dropFirst().first {
case nil:
    break
case "--trace" where CommandLine.arguments.count == 2:
    Trace.isEnabled = true
default:
    FileHandle.standardError.write(Data("usage: ch05 [--trace]\n".utf8))
    exit(2)
}

/// A disposable that says when it is disposed.
func named(_ name: String) -> Cancelable {
    Disposables.create { print("dispose \(name)") }
}

/// Seed 001's page: its listing, with straight quotes, the page's `rx.disposeBag` written as a
/// plain property, and the second subscription's handlers all labelled `subscribe2:` (the seed
/// mixes `subscribe1:` and `subscribe2:`; see the chapter notes). `debugPrint` prints its
/// arguments quoted.
final class Page {
    let disposeBag = DisposeBag()

    init() {
        print("entering the page")
        /// 1
        let subscribe: (AnyObserver<String>) -> Disposable = { observer in
            observer.onNext("123")
            return Disposables.create {
                debugPrint("subscribe — dispose")
            }
        }
        /// 2
        let observable = Observable<String>.create(subscribe)
        /// 3
        let disposable = observable.subscribe(onNext: { (value) in
            debugPrint(value)
        }, onError: { (error) in
            debugPrint(error)
        }, onCompleted: {
            debugPrint("onCompleted")
        }) {
            debugPrint("onDisposed")
        }
        /// 4
        disposable.disposed(by: disposeBag)
        /// 5
        observable.subscribe(onNext: { (value) in
            debugPrint("subscribe2: \(value)")
        }, onError: { (error) in
            debugPrint("subscribe2: \(error)")
        }, onCompleted: {
            debugPrint("subscribe2: onCompleted")
        }) {
            debugPrint("subscribe2: onDisposed")
        }.disposed(by: disposeBag)
    }

    func show() {
        print("the page is showing")
    }

    deinit {
        print("leaving the page (its deinit runs first; its bag is released just after)")
    }
}

print("-- 1. Seed 001's page, entering and leaving")
do {
    var page: Page? = Page()
    page?.show()
    page = nil
    print("the page is gone")
}

print("-- 2. The SinkDisposer's paths")
print("a) set, then dispose: the subscription outlives subscribe")
do {
    var keptObserver: AnyObserver<Int>?
    let subscription = Observable<Int>.create { observer in
        keptObserver = observer
        return named("the source's resource")
    }.subscribe(onNext: { print("onNext \($0)") }, onDisposed: { print("onDisposed") })
    print("subscribe returned: sink and subscription are set")
    keptObserver?.onNext(1)
    subscription.dispose()
    keptObserver = nil
}
print("b) dispose, then set: the source completes inside subscribe")
do {
    _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onCompleted()
        print("create closure: completed already, now returning its resource")
        return named("the source's resource")
    }.subscribe(onNext: { print("onNext \($0)") }, onDisposed: { print("onDisposed") })
    print("released as soon as the closure returned, before subscribe returned")
}
print("c) dispose twice: the second does nothing")
do {
    let subscription = Observable<Int>.create { _ in
        named("the source's resource")
    }.subscribe(onDisposed: { print("onDisposed") })
    subscription.dispose()
    print("disposing again:")
    subscription.dispose()
}
print("d) setting the sink and subscription twice is a programming error (not run here):")
print("   the program would stop with the rule it broke; see the chapter notes")

print("-- 3. Disposables.create")
do {
    let nothing = Disposables.create()
    nothing.dispose()
    print("create(): a disposable with nothing to release")
    let action = Disposables.create { print("the action runs") }
    print("create { }: isDisposed \(action.isDisposed)")
    action.dispose()
    action.dispose()
    print("create { }: isDisposed \(action.isDisposed), after two disposes, one run")
    let pair = Disposables.create(named("first"), named("second"))
    pair.dispose()
    pair.dispose()
    print("create(first, second): isDisposed \(pair.isDisposed), both disposed once, in order")
}

print("-- 4. DisposeBag")
do {
    var bag: DisposeBag? = DisposeBag()
    bag!.insert(named("a"))
    named("b").disposed(by: bag!)
    bag!.insert(named("c"), named("d"))
    Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onCompleted()
        return named("finished source")
    }.subscribe(
        onNext: { print("finished subscription: onNext \($0)") },
        onDisposed: { print("finished subscription: onDisposed") }
    ).disposed(by: bag!)
    print("a finished subscription stays in the bag until the bag goes")
    print("releasing the bag:")
    bag = nil
    print("every disposable once, in insertion order; onDisposed did not run twice")
}

print("-- 5. dispose breaks the relation, not the objects")
/// Says when it is released. Captured by a subscriber's closure, it lives exactly as long as the
/// observer that holds that closure.
final class Witness {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("\(name) released") }
}
do {
    let numbers = Observable<Int>.create { observer in
        observer.onNext(1)
        return named("the source's resource")  // it never completes: only dispose ends it
    }
    print("the observable alone: \(Resources.total) live object")
    // `subscribe(_:)` returns the SinkDisposer itself: holding it is why it outlives dispose.
    let subscription = numbers.subscribe { [witness = Witness("the observer's closure")] event in
        _ = witness
        print(event)
    }
    print("subscribed: \(Resources.total) live objects (observable, SinkDisposer, sink, observer, the source's disposable)")
    subscription.dispose()
    print("disposed, the SinkDisposer still held: \(Resources.total) live objects (observable, SinkDisposer)")
}

print("live MiniRx objects: \(Resources.total)")
