// Stage 4.3: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0.
import MyRx

enum Failure: Error {
    case offline
}

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// A raw observer: it prints every event it gets, a second stop event included (an
/// `AnyObserver` keeps no grammar). `react` runs after the print.
func raw(_ name: String, react: @escaping (Event<Int>) -> Void = { _ in }) -> AnyObserver<Int> {
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// A `create` observable that keeps its observer, so a scenario can send through it later, and
/// says when its closure runs and when its disposable is disposed.
final class Remote {
    var observer: AnyObserver<Int>?
    lazy var observable = Observable<Int>.create { [weak self] observer in
        print("create's closure runs")
        self?.observer = observer
        return Disposables.create { print("create's disposable disposed") }
    }

    func send(_ event: Event<Int>) {
        print("send \(event)")
        observer?.on(event)
    }
}

/// An observable written by hand, not with `create`: it sends `events` as they are, breaking
/// the grammar if they do, and its subscription has nothing to release.
final class Scripted: Observable<Int> {
    private let events: [Event<Int>]

    init(_ events: [Event<Int>]) {
        self.events = events
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        for event in events { observer.on(event) }
        return Disposables.create()
    }
}

/// An operator of the check's own, written on your Producer and Sink: it passes on `limit`
/// elements, then ends its subscription by disposing its sink (which must end the source's
/// subscription through `cancel`).
final class TakeAndLeave: Producer<Int> {
    private let source: Observable<Int>
    private let limit: Int

    init(_ source: Observable<Int>, limit: Int) {
        self.source = source
        self.limit = limit
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Int
    {
        print("run")
        let sink = TakeAndLeaveSink(limit: limit, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

final class TakeAndLeaveSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Int {
    private var left: Int

    init(limit: Int, observer: Observer, cancel: Cancelable) {
        left = limit
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Int>) {
        forwardOn(event)
        left -= 1
        if left == 0 {
            print("sink disposes itself")
            dispose()
            print("sink isDisposed: \(isDisposed)")
            forwardOn(.next(99))
        }
    }
}

rule("subscribe runs create's closure once for each subscriber, with an observer that sends to that subscriber only") {
    scenario("two subscribers") {
        let remote = Remote()
        let a = remote.observable.subscribe(raw("A"))
        let first = remote.observer
        let b = remote.observable.subscribe(raw("B"))
        print("send next(1) to the first observer")
        first?.onNext(1)
        remote.send(.next(2))
        a.dispose()
        b.dispose()
    }
}

rule("create's sink keeps the grammar: after the first stop event nothing more reaches the observer") {
    scenario("an error mid-stream, then more") {
        let remote = Remote()
        _ = remote.observable.subscribe(raw("R"))
        remote.send(.next(1))
        remote.send(.error(Failure.offline))
        remote.send(.next(2))
        remote.send(.completed)
    }
    scenario("the observer sends an element back while it handles completed") {
        let remote = Remote()
        _ = remote.observable.subscribe(raw("R") { [weak remote] event in
            guard event.isCompleted else { return }
            print("R sends next(2) back")
            remote?.observer?.onNext(2)
        })
        remote.send(.next(1))
        remote.send(.completed)
    }
    scenario("the observer sends an error back while it handles completed") {
        let remote = Remote()
        _ = remote.observable.subscribe(raw("R") { [weak remote] event in
            guard event.isCompleted else { return }
            print("R sends error(offline) back")
            remote?.observer?.onError(Failure.offline)
        })
        remote.send(.completed)
    }
}

rule("a stop event from create ends the subscription once it is delivered: the closure's disposable is disposed after the observer has it") {
    scenario("completed") {
        let remote = Remote()
        _ = remote.observable.subscribe(raw("R"))
        remote.send(.next(1))
        remote.send(.completed)
    }
    scenario("an error") {
        let remote = Remote()
        _ = remote.observable.subscribe(raw("R"))
        remote.send(.error(Failure.offline))
    }
}

rule("disposing the subscription stops the sink, so nothing more is forwarded, and disposes the closure's disposable") {
    scenario("dispose, then the closure sends") {
        let remote = Remote()
        let subscription = remote.observable.subscribe(raw("R"))
        remote.send(.next(1))
        print("dispose")
        subscription.dispose()
        remote.send(.next(2))
        remote.send(.completed)
    }
    scenario("the observer disposes its subscription during delivery") {
        let remote = Remote()
        var subscription: Disposable?
        subscription = remote.observable.subscribe(raw("R") { event in
            guard case .next(1) = event else { return }
            print("R disposes its subscription")
            subscription?.dispose()
        })
        remote.send(.next(1))
        remote.send(.next(2))
    }
    scenario("dispose what subscribe(_:) returns") {
        let remote = Remote()
        let subscription = remote.observable.subscribe { event in print("closure \(event)") }
        remote.send(.next(1))
        print("dispose")
        subscription.dispose()
        remote.send(.next(2))
    }
    scenario("dispose after completed: the subscription has ended already, nothing more happens") {
        let remote = Remote()
        let subscription = remote.observable.subscribe(raw("R"))
        remote.send(.completed)
        print("dispose")
        subscription.dispose()
        remote.send(.next(1))
    }
}

rule("Producer.subscribe calls run with the observer and a cancel; a sink's dispose() ends the whole subscription through it, and its forwardOn sends nothing after") {
    scenario("an operator whose sink leaves after two elements") {
        let remote = Remote()
        let subscription = TakeAndLeave(remote.observable, limit: 2).subscribe(raw("R"))
        remote.send(.next(1))
        remote.send(.next(2))
        remote.send(.next(3))
        _ = subscription
    }
}

rule("subscribe(onNext:onError:onCompleted:onDisposed:) calls the closure of each event; after a stop event's closure, onDisposed runs") {
    scenario("elements, then completed") {
        let remote = Remote()
        _ = remote.observable.subscribe(
            onNext: { print("onNext \($0)") }, onError: { print("onError \($0)") },
            onCompleted: { print("onCompleted") }, onDisposed: { print("onDisposed") })
        remote.send(.next(1))
        remote.send(.completed)
    }
    scenario("an error") {
        let remote = Remote()
        _ = remote.observable.subscribe(
            onNext: { print("onNext \($0)") }, onError: { print("onError \($0)") },
            onCompleted: { print("onCompleted") }, onDisposed: { print("onDisposed") })
        remote.send(.error(Failure.offline))
    }
    scenario("while subscribed, an onDisposed holds one object, and no onDisposed none") {
        let remote = Remote()
        let observable = remote.observable
        let before = Resources.total
        let plain = observable.subscribe(onNext: { print("onNext \($0)") })
        let plainObjects = Resources.total - before
        let withOnDisposed = observable.subscribe(
            onNext: { print("onNext \($0)") }, onDisposed: { print("onDisposed") })
        let withObjects = Resources.total - before - plainObjects
        print("objects onDisposed adds: \(withObjects - plainObjects)")
        plain.dispose()
        withOnDisposed.dispose()
    }
}

rule("disposing what subscribe(onNext:…) returns ends the source's subscription first, then runs onDisposed") {
    scenario("dispose while the source runs") {
        let remote = Remote()
        let subscription = remote.observable.subscribe(
            onNext: { print("onNext \($0)") }, onDisposed: { print("onDisposed") })
        remote.send(.next(1))
        print("dispose")
        subscription.dispose()
        remote.send(.next(2))
    }
}

rule("subscribe(onNext:…) and subscribe(_:) observe through an AnonymousObserver, whose grammar holds even against a source that breaks it") {
    scenario("subscribe(onNext:…) to a source that sends after completed") {
        _ = Scripted([.next(1), .completed, .next(2), .error(Failure.offline)]).subscribe(
            onNext: { print("onNext \($0)") }, onError: { print("onError \($0)") },
            onCompleted: { print("onCompleted") }, onDisposed: { print("onDisposed") })
    }
    scenario("subscribe(_:) to a source that sends after an error") {
        _ = Scripted([.next(1), .error(Failure.offline), .completed]).subscribe { event in
            print("closure \(event)")
        }
    }
}

print("live MyRx objects: \(Resources.total)")
