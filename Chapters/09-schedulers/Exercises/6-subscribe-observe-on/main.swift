// Stage 9.6: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`. Each scenario then turns the main loop until it is idle, and prints
// the number of your library's objects still alive, which must be 0.
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    MainScheduler.instance.runUntilIdle()
    print("   live MyRx objects: \(Resources.total)")
}

/// A scheduler that says what it is asked to do. Each piece of work waits, numbered, until the
/// program calls `run()`, which runs the pieces, and any they queue, in the order they came. A
/// piece disposed before its turn is dropped, and says so.
final class LogScheduler: ImmediateSchedulerType {
    private let name: String
    private var waiting: [LogWork] = []
    private var count = 0

    init(_ name: String) {
        self.name = name
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        count += 1
        let work = LogWork("\(name)'s work #\(count)") { action(state) }
        print("  \(work.name) is queued")
        waiting.append(work)
        return work
    }

    func run() {
        while !waiting.isEmpty {
            waiting.removeFirst().run()
        }
    }
}

/// One piece of a LogScheduler's work. Disposed after it ran, it disposes what the work returned.
final class LogWork: Disposable {
    let name: String
    private var action: (() -> Disposable)?
    private var returned: Disposable?
    private var disposed = false

    init(_ name: String, _ action: @escaping () -> Disposable) {
        self.name = name
        self.action = action
    }

    func run() {
        guard let action else { return }
        self.action = nil
        print("  \(name) runs")
        let returned = action()
        if disposed { returned.dispose() } else { self.returned = returned }
    }

    func dispose() {
        guard !disposed else { return }
        disposed = true
        if action != nil {
            action = nil
            print("  \(name) is cancelled")
        }
        returned?.dispose()
        returned = nil
    }
}

/// A disposable that says when it is disposed and when it is let go.
final class Tracked: Disposable {
    private let name: String

    init(_ name: String) {
        self.name = name
    }

    func dispose() {
        print("  \(name) is disposed")
    }

    deinit {
        print("  \(name) is let go")
    }
}

/// An observer that prints every event it gets, even one after a stop event.
func printer(_ name: String) -> AnyObserver<Int> {
    AnyObserver { event in print("  \(name) gets \(event)") }
}

/// A source written by hand, as a plain `ObservableType`: nothing ends its subscription but the
/// disposable it returns, so "the source's subscription is disposed" prints only when the
/// operator above it ends it. It sends what the program tells it to, even after a stop event;
/// `onSubscribe` runs inside `subscribe`, so it can send at once, as `of` does.
final class HandSource: ObservableType {
    typealias Element = Int
    private var observer: AnyObserver<Int>?
    var onSubscribe: (AnyObserver<Int>) -> Void = { _ in }

    var hasObserver: Bool { observer != nil }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        print("  source subscribed")
        let observer = AnyObserver(observer)
        self.observer = observer
        onSubscribe(observer)
        return Disposables.create {
            print("  the source's subscription is disposed")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("  source sends \(event)")
        observer?.on(event)
    }
}

/// The same, as an `Observable` subclass, which `observe(on:)` gets as it is (any other
/// `ObservableType` reaches it through `asObservable()`, whose `create` ends the subscription by
/// itself at a stop event).
final class HandObservable: Observable<Int> {
    private var observer: AnyObserver<Int>?

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        print("  source subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("  the source's subscription is disposed")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("  source sends \(event)")
        observer?.on(event)
    }
}

nonisolated(unsafe) let trampoline = CurrentThreadScheduler.instance
nonisolated(unsafe) let main = MainScheduler.instance

/// Runs `body` as work on the trampoline, and says when it returns.
func onTrampoline(_ body: @escaping () -> Void) {
    _ = trampoline.schedule(()) { _ in
        print("  trampoline work runs")
        body()
        print("  trampoline work returns")
        return Disposables.create()
    }
}

rule("Setting a SerialDisposable's disposable disposes the one it replaces; disposing it disposes the one it holds, once, and any set later at once") {
    scenario("first, second, dispose twice, third") {
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { print("  first is disposed") }
        print("  setting second")
        serial.disposable = Disposables.create { print("  second is disposed") }
        print("  disposing the serial disposable, twice")
        serial.dispose()
        serial.dispose()
        print("  isDisposed: \(serial.isDisposed); setting third")
        serial.disposable = Disposables.create { print("  third is disposed") }
    }
    scenario("first sets a replacement from inside its dispose, as second replaces it") {
        let serial = SerialDisposable()
        serial.disposable = Disposables.create {
            print("  first is disposed, and sets the replacement")
            serial.disposable = Disposables.create { print("  the replacement is disposed") }
        }
        print("  setting second")
        serial.disposable = Disposables.create { print("  second is disposed") }
        print("  disposing the serial disposable")
        serial.dispose()
    }
    scenario("what the slot holds sets a late one from inside its dispose, as the slot is disposed") {
        let serial = SerialDisposable()
        serial.disposable = Disposables.create {
            print("  held is disposed, and sets late")
            serial.disposable = Disposables.create { print("  late is disposed") }
        }
        print("  disposing the serial disposable")
        serial.dispose()
        print("  dispose returned")
    }
    scenario("the slot lets go of what it replaced, and of what it held once disposed") {
        let serial = SerialDisposable()
        serial.disposable = Tracked("first")
        print("  setting second")
        serial.disposable = Tracked("second")
        print("  disposing the serial disposable")
        serial.dispose()
        print("  the slot itself is still alive")
        withExtendedLifetime(serial) {}
    }
}

rule("A ScheduledDisposable disposes what it wraps on its scheduler, when that work runs, once, and lets go of it; isDisposed turns true then") {
    scenario("disposed on a scheduler that queues: nothing happens until the work runs") {
        let s = LogScheduler("S")
        let scheduled = ScheduledDisposable(scheduler: s, disposable: Tracked("inner"))
        scheduled.dispose()
        print("  dispose returned; isDisposed: \(scheduled.isDisposed)")
        s.run()
        print("  isDisposed: \(scheduled.isDisposed)")
    }
    scenario("disposed twice from inside trampoline work: the disposal waits for the work to return") {
        var kept: ScheduledDisposable?
        onTrampoline {
            let scheduled = ScheduledDisposable(scheduler: trampoline, disposable: Tracked("inner"))
            kept = scheduled
            scheduled.dispose()
            print("  dispose returned; isDisposed: \(scheduled.isDisposed)")
            scheduled.dispose()
            print("  disposed again")
        }
        print("  isDisposed: \(kept!.isDisposed)")
        kept = nil
    }
}

rule("`subscribe(on:)` subscribes to the source, and later disposes that subscription, from work on the scheduler; the events are not moved: each reaches the observer when and where the source sends it") {
    scenario("on a scheduler that queues") {
        let s = LogScheduler("S")
        let source = HandSource()
        let subscription = source.subscribe(on: s).subscribe(printer("A"))
        print("  subscribe returned; the scheduler runs")
        s.run()
        source.send(.next(1))
        print("  send returned")
        source.send(.next(2))
        subscription.dispose()
        s.run()
    }
    scenario("on the trampoline, from top-level code: at once; from inside trampoline work: when the work returns") {
        let source = HandSource()
        let first = source.subscribe(on: trampoline).subscribe(printer("A"))
        print("  subscribe returned")
        first.dispose()
        var second: Disposable?
        onTrampoline {
            second = source.subscribe(on: trampoline).subscribe(printer("B"))
            print("  subscribe returned")
        }
        source.send(.next(1))
        second?.dispose()
    }
    scenario("the source sends 1 from inside its subscribe") {
        let s = LogScheduler("S")
        let source = HandSource()
        source.onSubscribe = { observer in observer.onNext(1) }
        let subscription = source.subscribe(on: s).subscribe(printer("A"))
        s.run()
        subscription.dispose()
        s.run()
    }
}

rule("Disposing the subscription before the scheduled work ran cancels it: the source is never subscribed") {
    scenario("on a scheduler that queues") {
        let s = LogScheduler("S")
        let source = HandSource()
        let subscription = source.subscribe(on: s).subscribe(printer("A"))
        subscription.dispose()
        print("  disposed; the scheduler runs")
        s.run()
        print("  the source has an observer: \(source.hasObserver)")
    }
    scenario("from inside trampoline work, before it returns") {
        let source = HandSource()
        onTrampoline {
            let subscription = source.subscribe(on: trampoline).subscribe(printer("A"))
            subscription.dispose()
            print("  disposed")
        }
        print("  the source has an observer: \(source.hasObserver)")
    }
}

rule("Disposing the subscription once the source is subscribed disposes the source's subscription on the scheduler: until then the source keeps its observer, and what it sends goes nowhere") {
    scenario("on a scheduler that queues") {
        let s = LogScheduler("S")
        let source = HandSource()
        let subscription = source.subscribe(on: s).subscribe(printer("A"))
        s.run()
        subscription.dispose()
        print("  disposed; the source has an observer: \(source.hasObserver)")
        source.send(.next(1))
        print("  the scheduler runs")
        s.run()
        print("  the source has an observer: \(source.hasObserver)")
        subscription.dispose()
        print("  disposed again; the scheduler runs")
        s.run()
    }
    scenario("from inside trampoline work: the disposal waits for the work to return") {
        let source = HandSource()
        let subscription = source.subscribe(on: trampoline).subscribe(printer("A"))
        onTrampoline {
            subscription.dispose()
            print("  disposed; the source has an observer: \(source.hasObserver)")
        }
        print("  the source has an observer: \(source.hasObserver)")
    }
}

rule("A stop event from the source reaches the observer, then ends the subscription: the source's subscription is disposed on the scheduler, while the program still holds the subscription") {
    scenario("completed, then a next the source sends anyway") {
        let s = LogScheduler("S")
        let source = HandSource()
        let subscription = source.subscribe(on: s).subscribe(printer("A"))
        s.run()
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
        print("  the scheduler runs")
        s.run()
        print("  the source has an observer: \(source.hasObserver); disposing the subscription")
        subscription.dispose()
        s.run()
    }
    scenario("an error") {
        let s = LogScheduler("S")
        let source = HandSource()
        let subscription = source.subscribe(on: s).subscribe(printer("A"))
        s.run()
        source.send(.error(RxError.unknown))
        print("  the scheduler runs")
        s.run()
        subscription.dispose()
        s.run()
    }
    scenario("the source completes from inside its subscribe, before the scheduled work has returned") {
        let s = LogScheduler("S")
        let source = HandSource()
        source.onSubscribe = { observer in
            observer.onNext(1)
            observer.onCompleted()
        }
        let subscription = source.subscribe(on: s).subscribe(printer("A"))
        s.run()
        print("  the source has an observer: \(source.hasObserver)")
        subscription.dispose()
        s.run()
    }
}

rule("`observe(on:)` on any scheduler but a MainScheduler queues the events: one drain at a time delivers them in order, one scheduled step per event") {
    scenario("1, 2, 3 sent at once, then 4") {
        let s = LogScheduler("S")
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: s).subscribe(printer("A"))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        print("  sent 1, 2 and 3; the scheduler runs")
        s.run()
        subject.onNext(4)
        print("  sent 4; the scheduler runs")
        s.run()
        subscription.dispose()
    }
    scenario("the observer schedules work when it gets 1: the step for 2 comes after it") {
        let s = LogScheduler("S")
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: s).subscribe(onNext: { value in
            print("  A gets \(value)")
            if value == 1 {
                _ = s.schedule(()) { _ in
                    print("  the observer's work runs")
                    return Disposables.create()
                }
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        s.run()
        subscription.dispose()
    }
    scenario("the observer sends the next event from inside each delivery: a delivered event leaves nothing behind") {
        let s = LogScheduler("S")
        let subject = PublishSubject<Int>()
        var objectsAtTwo = Resources.total
        let subscription = subject.observe(on: s).subscribe(onNext: { value in
            if value == 2 { objectsAtTwo = Resources.total }
            if value > 2 {
                print("  A gets \(value); live MyRx objects beyond those at 2: \(Resources.total - objectsAtTwo)")
            } else {
                print("  A gets \(value)")
            }
            if value < 5 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        s.run()
        subscription.dispose()
    }
    scenario("of(1, 2, 3), subscribed from inside trampoline work, observed on the trampoline") {
        var subscription: Disposable?
        onTrampoline {
            subscription = Observable.of(1, 2, 3).observe(on: trampoline).subscribe(printer("A"))
            _ = trampoline.schedule(()) { _ in
                print("  other trampoline work runs")
                return Disposables.create()
            }
        }
        subscription?.dispose()
    }
}

rule("`observe(on:)` on a MainScheduler takes the serial path: each event is handed to the scheduler on its own") {
    scenario("sent 1 and 2 from work on the loop; the observer schedules work when it gets 1") {
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: main).subscribe(onNext: { value in
            print("  A gets \(value)")
            if value == 1 {
                _ = main.schedule(()) { _ in
                    print("  the observer's work runs")
                    return Disposables.create()
                }
            }
        })
        _ = main.schedule(()) { _ in
            subject.onNext(1)
            subject.onNext(2)
            print("  sent 1 and 2")
            return Disposables.create()
        }
        main.runUntilIdle()
        subscription.dispose()
    }
    scenario("the same on a MainScheduler() of its own") {
        let other = MainScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: other).subscribe(onNext: { value in
            print("  A gets \(value)")
            if value == 1 {
                _ = other.schedule(()) { _ in
                    print("  the observer's work runs")
                    return Disposables.create()
                }
            }
        })
        _ = other.schedule(()) { _ in
            subject.onNext(1)
            subject.onNext(2)
            print("  sent 1 and 2")
            return Disposables.create()
        }
        main.runUntilIdle()
        subscription.dispose()
    }
}

rule("On the general path, disposing the subscription cancels the drain, and an event still waiting is not delivered; a delivered stop event ends the subscription") {
    scenario("1 and 2 wait; the subscription is disposed") {
        let s = LogScheduler("S")
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: s).subscribe(printer("A"))
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        print("  disposed; the scheduler runs")
        s.run()
    }
    scenario("on the trampoline, from top-level code: the observer sends 2 when it gets 1, then disposes the subscription") {
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subject.observe(on: trampoline).subscribe(onNext: { value in
            print("  A gets \(value)")
            if value == 1 {
                subject.onNext(2)
                subscription?.dispose()
                print("  A sent 2 and disposed the subscription")
            }
        })
        subject.onNext(1)
        subscription = nil
    }
    scenario("a hand-written source completes; the program keeps the subscription") {
        let s = LogScheduler("S")
        var source: HandObservable? = HandObservable()
        let subscription = source!.observe(on: s).subscribe(printer("A"))
        source?.send(.next(1))
        source?.send(.completed)
        source = nil
        print("  the scheduler runs")
        s.run()
        print("  the scheduler is idle; disposing the subscription")
        subscription.dispose()
    }
    scenario("an error, to an observer that never disposes anything itself") {
        let s = LogScheduler("S")
        let subject = PublishSubject<Int>()
        _ = subject.observe(on: s).subscribe(printer("A"))
        subject.onNext(1)
        subject.onError(RxError.unknown)
        s.run()
    }
}
