// Stage 10.6: the check program. Don't edit it: write your RxTest in Sources/MyRx/RxTest. Its
// output must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each
// of its scenarios with `-- … --`, and each scenario ends with the number of your library's
// objects still alive, which must be 0. A line's first number is the TestScheduler's clock.
import MyRx
import MyRxTest

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Runs `action` when the clock reaches `time`, through the VirtualTimeScheduler of stage 10.4
/// (not `scheduleAt`, which the rules below hold you to).
func at(_ time: Int, on scheduler: TestScheduler, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
        action()
        return Disposables.create()
    }
}

/// Work that prints its name and the clock when it runs.
func work(_ name: String, on scheduler: TestScheduler) -> (String) -> Disposable {
    { _ in
        print("  \(scheduler.clock): \(name) runs")
        return Disposables.create()
    }
}

/// A raw observer: it prints every event it gets with the clock. `react` runs after the print.
func printer(_ name: String, _ scheduler: TestScheduler, react: @escaping (Event<Int>) -> Void = { _ in })
    -> AnyObserver<Int>
{
    AnyObserver { event in
        print("  \(scheduler.clock): \(name) gets \(event)")
        react(event)
    }
}

/// An observer that prints what it gets, and says when it is let go (released).
final class Tracked: ObserverType {
    private let name: String
    private let scheduler: TestScheduler

    init(_ name: String, _ scheduler: TestScheduler) {
        self.name = name
        self.scheduler = scheduler
    }

    func on(_ event: Event<Int>) {
        print("  \(scheduler.clock): \(name) gets \(event)")
    }

    deinit {
        print("  \(scheduler.clock): \(name)'s observer is let go")
    }
}

/// Subscriptions held by name.
final class Held {
    private var subscriptions: [String: Disposable] = [:]

    func subscribe(_ name: String, to source: TestableObservable<Int>, _ observer: AnyObserver<Int>) {
        subscriptions[name] = source.subscribe(observer)
    }

    func dispose(_ name: String) {
        subscriptions[name]?.dispose()
    }

    /// Disposes every subscription still held, at the end of a scenario: an observer that
    /// disposes others holds this, which holds the subscriptions.
    func disposeAll() {
        for subscription in subscriptions.values { subscription.dispose() }
        subscriptions = [:]
    }
}

rule("A Recorded prints as its value @ its time; a Subscription as (subscribe: unsubscribe), Infinity while open") {
    scenario("recorded events, alone and in an array") {
        print("  \(Recorded.next(210, 3))")
        print("  \(Recorded<Event<Int>>.completed(300))")
        print("  \(Recorded<Event<Int>>.error(250, Failure("offline")))")
        print("  \(Recorded.events(.next(210, "a"), .next(220, "b"), .completed(230)))")
        print("  \(Recorded(time: 5, value: "a value that is no event"))")
    }
    scenario("subscriptions, ended and still open") {
        print("  \(Subscription(200, 300))")
        print("  \(Subscription(0, 0))")
        print("  \(Subscription(200))")
        print("  \([Subscription(200, 1000), Subscription(250)])")
        print("  Subscription(200).unsubscribe == Int.max: \(Subscription(200).unsubscribe == Int.max)")
    }
}

rule("Events, recorded events and subscriptions are equal when their cases, times and elements are; errors when they print the same") {
    scenario("events") {
        let next1: Event<Int> = .next(1)
        print("  next(1) == next(1): \(next1 == .next(1))")
        print("  next(1) == next(2): \(next1 == .next(2))")
        print("  next(1) == completed: \(next1 == .completed)")
        print("  completed == completed: \(Event<Int>.completed == .completed)")
        let offline: Event<Int> = .error(Failure("offline"))
        print("  error(offline) == error(offline), two errors: \(offline == .error(Failure("offline")))")
        print("  error(offline) == error(timeout): \(offline == .error(Failure("timeout")))")
        print("  error(offline) == completed: \(offline == .completed)")
    }
    scenario("recorded events") {
        let recorded = Recorded.next(210, 1)
        print("  next(1) @ 210 == next(1) @ 210: \(recorded == .next(210, 1))")
        print("  next(1) @ 210 == next(1) @ 220: \(recorded == .next(220, 1))")
        print("  next(1) @ 210 == next(2) @ 210: \(recorded == .next(210, 2))")
        let events = Recorded.events(.next(210, 1), .completed(300))
        print("  two equal arrays: \(events == [.next(210, 1), .completed(300)])")
        print("  the completion a tick later: \(events == [.next(210, 1), .completed(301)])")
    }
    scenario("subscriptions") {
        print("  (200: 300) == (200: 300): \(Subscription(200, 300) == Subscription(200, 300))")
        print("  (200: 300) == (200: 400): \(Subscription(200, 300) == Subscription(200, 400))")
        print("  (200: 300) == (100: 300): \(Subscription(200, 300) == Subscription(100, 300))")
        print("  Subscription(200) == Subscription(200, Int.max): \(Subscription(200) == Subscription(200, Int.max))")
        let set: Set = [Subscription(200, 300), Subscription(200, 300), Subscription(200)]
        print("  a set of (200: 300), (200: 300) and (200: Infinity) holds \(set.count)")
        print("  and contains (200: Int.max): \(set.contains(Subscription(200, Int.max)))")
    }
}

rule("A TestableObserver records every event it gets, with the clock's time, whatever came before it") {
    scenario("a subject sends 1 at 210, 2 at 220 and completes at 300") {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(observer)
        at(210, on: scheduler) { subject.onNext(1) }
        at(220, on: scheduler) { subject.onNext(2) }
        at(300, on: scheduler) { subject.onCompleted() }
        scheduler.start()
        print("  \(observer.events)")
    }
    scenario("sent straight to it: 1 at 210, completed at 220, then 2 at 230 and an error at 240") {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        at(210, on: scheduler) { observer.onNext(1) }
        at(220, on: scheduler) { observer.onCompleted() }
        at(230, on: scheduler) { observer.onNext(2) }
        at(240, on: scheduler) { observer.onError(Failure("offline")) }
        scheduler.start()
        print("  \(observer.events)")
    }
    scenario("the clock starts at 50: 0 is sent before it runs, 1 after advanceTo(300)") {
        let scheduler = TestScheduler(initialClock: 50)
        let observer = scheduler.createObserver(Int.self)
        observer.onNext(0)
        scheduler.advanceTo(300)
        observer.onNext(1)
        print("  \(observer.events)")
    }
}

rule("Work scheduled for now or earlier runs one tick later, or at once without simulateProcessingDelay; scheduleAt runs at the tick it names") {
    scenario("at 100: schedule A, and scheduleRelative B in 0 s, C in -5 s, D in 5 s") {
        let scheduler = TestScheduler(initialClock: 0)
        at(100, on: scheduler) {
            print("  100: A, B, C and D are scheduled")
            _ = scheduler.schedule("A", action: work("A", on: scheduler))
            _ = scheduler.scheduleRelative("B", dueTime: .seconds(0), action: work("B", on: scheduler))
            _ = scheduler.scheduleRelative("C", dueTime: .seconds(-5), action: work("C", on: scheduler))
            _ = scheduler.scheduleRelative("D", dueTime: .seconds(5), action: work("D", on: scheduler))
        }
        scheduler.start()
    }
    scenario("the same without simulateProcessingDelay") {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        at(100, on: scheduler) {
            print("  100: A, B, C and D are scheduled")
            _ = scheduler.schedule("A", action: work("A", on: scheduler))
            _ = scheduler.scheduleRelative("B", dueTime: .seconds(0), action: work("B", on: scheduler))
            _ = scheduler.scheduleRelative("C", dueTime: .seconds(-5), action: work("C", on: scheduler))
            _ = scheduler.scheduleRelative("D", dueTime: .seconds(5), action: work("D", on: scheduler))
        }
        scheduler.start()
    }
    scenario("a clock that starts at 10: schedule A before it runs") {
        let scheduler = TestScheduler(initialClock: 10)
        _ = scheduler.schedule("A", action: work("A", on: scheduler))
        scheduler.start()
    }
    scenario("at 100: scheduleAt 100 (A), 90 (B) and 130 (C)") {
        let scheduler = TestScheduler(initialClock: 0)
        at(100, on: scheduler) {
            print("  100: A, B and C are scheduled")
            scheduler.scheduleAt(100) { print("  \(scheduler.clock): A runs") }
            scheduler.scheduleAt(90) { print("  \(scheduler.clock): B runs") }
            scheduler.scheduleAt(130) { print("  \(scheduler.clock): C runs") }
        }
        scheduler.start()
    }
    scenario("debounce(.seconds(0)) on it sends each element a tick after it came") {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let subscription = subject.debounce(.seconds(0), scheduler: scheduler).subscribe(printer("A", scheduler))
        at(210, on: scheduler) { subject.onNext(1) }
        at(220, on: scheduler) { subject.onNext(2) }
        at(230, on: scheduler) { subscription.dispose() }
        scheduler.start()
    }
}

rule("A hot observable sends each event at its own time, from when it is made, to whoever is subscribed then") {
    scenario("events at 150, 210, 220, 240, completed at 300; A subscribes at 200, B at 215; A is disposed at 230") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(240, 4), .completed(300)])
        let held = Held()
        at(200, on: scheduler) { held.subscribe("A", to: xs, printer("A", scheduler)) }
        at(215, on: scheduler) { held.subscribe("B", to: xs, printer("B", scheduler)) }
        at(230, on: scheduler) { held.dispose("A") }
        scheduler.start()
        held.disposeAll()
    }
    scenario("A, B and C subscribe at 200; when A gets 1 (at 210) it disposes B and subscribes D") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let held = Held()
        at(200, on: scheduler) {
            held.subscribe("A", to: xs, printer("A", scheduler) { event in
                guard event.element == 1 else { return }
                print("  \(scheduler.clock): A disposes B and subscribes D")
                held.dispose("B")
                held.subscribe("D", to: xs, printer("D", scheduler))
            })
            held.subscribe("B", to: xs, printer("B", scheduler))
            held.subscribe("C", to: xs, printer("C", scheduler))
        }
        scheduler.start()
        held.disposeAll()
    }
    scenario("A and B subscribe at 200; B disposes its own subscription when it gets 1 (at 210)") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let held = Held()
        at(200, on: scheduler) {
            held.subscribe("A", to: xs, printer("A", scheduler))
            held.subscribe("B", to: xs, printer("B", scheduler) { _ in
                print("  \(scheduler.clock): B disposes its subscription")
                held.dispose("B")
            })
        }
        scheduler.start()
        held.disposeAll()
    }
    scenario("A's observer subscribes at 200 and is disposed and dropped at 215: xs lets go of it then") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var subscription: Disposable?
        at(200, on: scheduler) { subscription = xs.subscribe(Tracked("A", scheduler)) }
        at(215, on: scheduler) {
            print("  215: A's subscription is disposed and dropped")
            subscription?.dispose()
            subscription = nil
            print("  215: done")
        }
        scheduler.start()
    }
}

rule("A cold observable sends each subscriber all its events, each that many ticks after that subscription; disposed, that subscriber gets nothing more") {
    scenario("events at 0, 10, 20, completed at 30; A subscribes at 200, B at 205") {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .next(20, 3), .completed(30)])
        let held = Held()
        at(200, on: scheduler) { held.subscribe("A", to: ys, printer("A", scheduler)) }
        at(205, on: scheduler) { held.subscribe("B", to: ys, printer("B", scheduler)) }
        scheduler.start()
        held.disposeAll()
    }
    scenario("the same; A is disposed at 215") {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .next(20, 3), .completed(30)])
        let held = Held()
        at(200, on: scheduler) { held.subscribe("A", to: ys, printer("A", scheduler)) }
        at(205, on: scheduler) { held.subscribe("B", to: ys, printer("B", scheduler)) }
        at(215, on: scheduler) { held.dispose("A") }
        scheduler.start()
        held.disposeAll()
    }
    scenario("A subscribes at 200, and again (A2) when it gets 2, at 210") {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(20)])
        let held = Held()
        at(200, on: scheduler) {
            held.subscribe("A", to: ys, printer("A", scheduler) { event in
                guard event.element == 2 else { return }
                print("  \(scheduler.clock): A subscribes A2")
                held.subscribe("A2", to: ys, printer("A2", scheduler))
            })
        }
        scheduler.start()
        held.disposeAll()
    }
    scenario("A subscribes at 200 and disposes its own subscription when it gets 1") {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(20)])
        let held = Held()
        at(200, on: scheduler) {
            held.subscribe("A", to: ys, printer("A", scheduler) { _ in
                print("  \(scheduler.clock): A disposes its subscription")
                held.dispose("A")
            })
        }
        scheduler.start()
        held.disposeAll()
    }
}

rule("Each test observable logs each subscription: the tick it was made at, and the tick it was first disposed at") {
    scenario("hot: A subscribes at 200, B at 210; A is disposed at 220, B at 230; the log as it grows") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let held = Held()
        at(200, on: scheduler) { held.subscribe("A", to: xs, printer("A", scheduler)) }
        at(210, on: scheduler) { held.subscribe("B", to: xs, printer("B", scheduler)) }
        at(220, on: scheduler) { held.dispose("A") }
        at(230, on: scheduler) { held.dispose("B") }
        for time in [0, 205, 215, 225, 235] {
            at(time, on: scheduler) { print("  \(time): \(xs.subscriptions)") }
        }
        scheduler.start()
        held.disposeAll()
    }
    scenario("cold: the same") {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(50, 1)])
        let held = Held()
        at(200, on: scheduler) { held.subscribe("A", to: ys, printer("A", scheduler)) }
        at(210, on: scheduler) { held.subscribe("B", to: ys, printer("B", scheduler)) }
        at(220, on: scheduler) { held.dispose("A") }
        at(230, on: scheduler) { held.dispose("B") }
        for time in [0, 205, 215, 225, 235] {
            at(time, on: scheduler) { print("  \(time): \(ys.subscriptions)") }
        }
        scheduler.start()
        held.disposeAll()
    }
    scenario("hot and cold, each disposed at 220 and again at 240") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let ys = scheduler.createColdObservable([.next(50, 1)])
        let held = Held()
        at(200, on: scheduler) {
            held.subscribe("hot", to: xs, printer("hot", scheduler))
            held.subscribe("cold", to: ys, printer("cold", scheduler))
        }
        at(220, on: scheduler) {
            held.dispose("hot")
            held.dispose("cold")
        }
        at(240, on: scheduler) {
            held.dispose("hot")
            held.dispose("cold")
        }
        scheduler.start()
        print("  hot: \(xs.subscriptions), cold: \(ys.subscriptions)")
        held.disposeAll()
    }
    scenario("xs.map { $0 * 10 } subscribed at 200: xs completes at 300, which ends map's subscription to it") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var subscription: Disposable?
        at(200, on: scheduler) { subscription = xs.map { $0 * 10 }.subscribe(printer("A", scheduler)) }
        at(350, on: scheduler) { print("  350: \(xs.subscriptions)") }
        at(400, on: scheduler) { subscription?.dispose() }
        scheduler.start()
        print("  \(xs.subscriptions)")
    }
    scenario("a recording observer subscribed to xs itself at 200: the completion at 300 ends nothing; disposed at 400") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        at(200, on: scheduler) { subscription = xs.subscribe(observer) }
        at(350, on: scheduler) { print("  350: \(xs.subscriptions)") }
        at(400, on: scheduler) { subscription?.dispose() }
        scheduler.start()
        print("  \(observer.events)")
        print("  \(xs.subscriptions)")
    }
}

rule("start makes the sequence at created, subscribes a recording observer at subscribed, disposes it at disposed and runs the clock; by default at 100, 200 and 1000") {
    scenario("start(created: 150, subscribed: 250, disposed: 400) of xs.map { $0 * 10 }") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1), .next(260, 2), .next(410, 3), .completed(420)])
        let res = scheduler.start(created: 150, subscribed: 250, disposed: 400) { () -> Observable<Int> in
            print("  \(scheduler.clock): create is called")
            return xs.map { $0 * 10 }
        }
        print("  \(res.events)")
        print("  \(xs.subscriptions)")
        print("  the clock reads \(scheduler.clock)")
    }
    scenario("start { ys }: the default times; ys is cold, 1 at 10, 2 at 20, completed at 700") {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(700)])
        let res = scheduler.start { () -> TestableObservable<Int> in
            print("  \(scheduler.clock): create is called")
            return ys
        }
        print("  \(res.events)")
        print("  \(ys.subscriptions)")
    }
    scenario("start(disposed: 250) of a hot xs, 1 at 210, 2 at 240, 3 at 260") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { () -> TestableObservable<Int> in
            print("  \(scheduler.clock): create is called")
            return xs
        }
        print("  \(res.events)")
        print("  \(xs.subscriptions)")
    }
    scenario("start(created: 200, subscribed: 200, disposed: 300): made first, then subscribed") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(210, 2), .error(220, Failure("offline"))])
        let res = scheduler.start(created: 200, subscribed: 200, disposed: 300) { () -> TestableObservable<Int> in
            print("  \(scheduler.clock): create is called")
            return xs
        }
        print("  \(res.events)")
        print("  \(xs.subscriptions)")
    }
    scenario("an event due at 1000, scheduled before start, is recorded; one that a subscription schedules is not") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1000, 1)])
        let hot = scheduler.start { xs }
        print("  hot: \(hot.events), \(xs.subscriptions)")
        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.next(800, 2)])
        let cold = other.start { ys }
        print("  cold: \(cold.events), \(ys.subscriptions)")
    }
    scenario("start { xs.debounce(.seconds(20), scheduler: scheduler) }: 1 at 210, 2 at 215, 3 at 240, completed at 300") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        print("  \(res.events)")
        print("  \(xs.subscriptions)")
    }
}
