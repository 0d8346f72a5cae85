// Stage 10.5: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0. Every clock is a HistoricalScheduler starting at the Unix epoch;
// a line's first number is its clock, in seconds since then.
import Foundation
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// The scheduler's clock, in whole seconds since the epoch.
func clock(_ scheduler: HistoricalScheduler) -> Int {
    Int(scheduler.now.timeIntervalSince1970)
}

/// Runs `action` when the clock reaches `time`.
func at(_ time: Int, on scheduler: HistoricalScheduler, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: TimeInterval(time))) { _ in
        action()
        return Disposables.create()
    }
}

/// A scheduler that runs everything on a HistoricalScheduler and says when a timer fires, so
/// a timer left running after the subscription ended shows as a line with nothing after it.
final class TimerLog: SchedulerType {
    private let scheduler: HistoricalScheduler

    init(_ scheduler: HistoricalScheduler) {
        self.scheduler = scheduler
    }

    var now: RxTime { scheduler.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduler.scheduleRelative(state, dueTime: dueTime) { [scheduler] state in
            print("  \(clock(scheduler)): a timer fires")
            return action(state)
        }
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        scheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
}

/// A raw observer: it prints every event it gets, a second stop event included. `react` runs
/// after the print.
func printer(_ name: String, _ scheduler: HistoricalScheduler, react: @escaping (Event<Int>) -> Void = { _ in })
    -> AnyObserver<Int>
{
    AnyObserver { event in
        print("  \(clock(scheduler)): \(name) gets \(event)")
        react(event)
    }
}

/// A source that sends `events` at their times and logs when it is subscribed and disposed,
/// printed at the end as `(subscribed: disposed)`.
final class Feed {
    let subject = PublishSubject<Int>()
    private let scheduler: HistoricalScheduler
    private var log: [(subscribed: Int, disposed: Int?)] = []

    init(_ events: [(Int, Event<Int>)], on scheduler: HistoricalScheduler) {
        self.scheduler = scheduler
        for (time, event) in events {
            at(time, on: scheduler) { [subject] in
                print("  \(time): the source sends \(event)")
                subject.on(event)
            }
        }
    }

    var source: Observable<Int> {
        Observable.create { observer in
            let index = self.log.count
            self.log.append((clock(self.scheduler), nil))
            let subscription = self.subject.subscribe(observer)
            return Disposables.create {
                self.log[index].disposed = clock(self.scheduler)
                subscription.dispose()
            }
        }
    }

    func printLog() {
        let entries = log.map { "(\($0.subscribed): \($0.disposed.map(String.init) ?? "never disposed"))" }
        print("  source subscribed: \(entries.joined(separator: ", "))")
    }
}

/// Puts `events` through `operation` on a logged scheduler; A subscribes at 200 and is disposed
/// at `disposed`.
func run(
    _ events: [(Int, Event<Int>)], disposed: Int = 1000,
    _ operation: (Observable<Int>, SchedulerType) -> Observable<Int>
) {
    let scheduler = HistoricalScheduler()
    let feed = Feed(events, on: scheduler)
    let result = operation(feed.source, TimerLog(scheduler))
    var subscription: Disposable?
    at(200, on: scheduler) { subscription = result.subscribe(printer("A", scheduler)) }
    at(disposed, on: scheduler) {
        if disposed < 1000 { print("  \(disposed): A is disposed") }
        subscription?.dispose()
    }
    scheduler.start()
    feed.printLog()
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, so "the source is let go" prints only when your operator ends it
/// (a `create` would end it by itself at its stop event). It subclasses `Observable`, so your
/// operator gets it as it is.
final class HandWrittenSource: Observable<Int> {
    private let scheduler: HistoricalScheduler
    private var observer: AnyObserver<Int>?

    init(_ scheduler: HistoricalScheduler) {
        self.scheduler = scheduler
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create { [scheduler] in
            print("  \(clock(scheduler)): the source is let go")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("  \(clock(scheduler)): the source sends \(event)")
        observer?.on(event)
    }
}

/// Puts a subject through `operation` once per stop event in `stops`, each time sending 1 and 2,
/// 10 and 15 seconds after the clock then, and the stop event 22 seconds after; the program keeps
/// the subscription until the clock has run, then disposes it and says how many of the library's
/// objects that let go: none, if the stop event ended the subscription as it should.
func heldUntilTheEnd(
    _ stops: [Event<Int>], _ operation: (Observable<Int>, SchedulerType) -> Observable<Int>
) {
    let scheduler = HistoricalScheduler()
    for stop in stops {
        let subject = PublishSubject<Int>()
        let subscription = operation(subject, TimerLog(scheduler)).subscribe(printer("A", scheduler))
        let start = clock(scheduler)
        for (offset, event) in [(10, Event<Int>.next(1)), (15, .next(2)), (22, stop)] {
            at(start + offset, on: scheduler) {
                print("  \(start + offset): the subject sends \(event)")
                subject.on(event)
            }
        }
        scheduler.start()
        let objects = Resources.total
        subscription.dispose()
        print("  objects the dispose let go: \(objects - Resources.total)")
    }
}

rule("throttle: an element that finds no window open goes at once and opens a window of dueTime") {
    scenario("throttle(20): 1 at 210, 2 at 240, after its window ended") {
        run([(210, .next(1)), (240, .next(2)), (300, .completed)]) { $0.throttle(.seconds(20), scheduler: $1) }
    }
    scenario("throttle(20) and throttle(20, latest: false): 2 arrives at 230, just as the window 1 opened ends") {
        for latest in [true, false] {
            print("  latest: \(latest)")
            run([(210, .next(1)), (230, .next(2)), (300, .completed)]) {
                $0.throttle(.seconds(20), latest: latest, scheduler: $1)
            }
        }
    }
    scenario("throttle(20): A sends 2 into the source when it gets 1; 1 has not gone out yet, so no window is open") {
        let scheduler = HistoricalScheduler()
        let feed = Feed([(210, .next(1)), (215, .next(3)), (300, .completed)], on: scheduler)
        let throttled = feed.source.throttle(.seconds(20), scheduler: TimerLog(scheduler))
        var subscription: Disposable?
        at(200, on: scheduler) {
            subscription = throttled.subscribe(printer("A", scheduler) { event in
                if event.element == 1 {
                    print("  \(clock(scheduler)): A sends 2")
                    feed.subject.onNext(2)
                    print("  \(clock(scheduler)): A is done with 1")
                }
            })
        }
        at(1000, on: scheduler) { subscription?.dispose() }
        scheduler.start()
        feed.printLog()
    }
}

rule("throttle, latest: true: the last element to arrive inside a window goes when the window ends, and opens the next window") {
    scenario("throttle(20): 1 opens a window; 2 and 3 arrive inside it; 4 arrives inside the window 3 opened") {
        run([(210, .next(1)), (215, .next(2)), (220, .next(3)), (235, .next(4)), (300, .completed)]) {
            $0.throttle(.seconds(20), scheduler: $1)
        }
    }
}

rule("throttle, latest: false: elements that arrive inside a window are dropped") {
    scenario("throttle(20, latest: false): the same source") {
        run([(210, .next(1)), (215, .next(2)), (220, .next(3)), (235, .next(4)), (300, .completed)]) {
            $0.throttle(.seconds(20), latest: false, scheduler: $1)
        }
    }
}

rule("throttle: a completion waits for the element still to be sent and goes right after it; an error goes at once and drops it; either ends the subscription and its timer") {
    scenario("throttle(20): 2 waits when the source completes at 222") {
        run([(210, .next(1)), (215, .next(2)), (222, .completed)]) { $0.throttle(.seconds(20), scheduler: $1) }
    }
    scenario("throttle(20): 2 waits when the source fails at 222") {
        run([(210, .next(1)), (215, .next(2)), (222, .error(Failure()))]) { $0.throttle(.seconds(20), scheduler: $1) }
    }
    scenario("throttle(20): the source completes with nothing waiting") {
        run([(210, .next(1)), (222, .completed)]) { $0.throttle(.seconds(20), scheduler: $1) }
    }
    scenario("throttle(20) on a subject that completes while 2 waits, then on one that fails; the program keeps each subscription") {
        heldUntilTheEnd([.completed, .error(Failure())]) { $0.throttle(.seconds(20), scheduler: $1) }
    }
}

rule("throttle: disposing the subscription cancels the waiting timer") {
    scenario("throttle(20): A is disposed at 220, while 2 waits") {
        run([(210, .next(1)), (215, .next(2)), (300, .completed)], disposed: 220) {
            $0.throttle(.seconds(20), scheduler: $1)
        }
    }
}

rule("delay: every element and the completion go out dueTime after they came, their spacing kept") {
    scenario("delay(10): 1 at 210, 2 and 3 at 215, 4 at 230, completed at 240") {
        run([(210, .next(1)), (215, .next(2)), (215, .next(3)), (230, .next(4)), (240, .completed)]) {
            $0.delay(.seconds(10), scheduler: $1)
        }
    }
    scenario("delay(10): A sends 5 into the source when it gets 1; it is delayed too") {
        let scheduler = HistoricalScheduler()
        let feed = Feed([(210, .next(1)), (225, .next(2)), (240, .completed)], on: scheduler)
        let delayed = feed.source.delay(.seconds(10), scheduler: TimerLog(scheduler))
        var subscription: Disposable?
        at(200, on: scheduler) {
            subscription = delayed.subscribe(printer("A", scheduler) { event in
                if event.element == 1 {
                    print("  \(clock(scheduler)): A sends 5")
                    feed.subject.onNext(5)
                }
            })
        }
        at(1000, on: scheduler) { subscription?.dispose() }
        scheduler.start()
        feed.printLog()
    }
    scenario("delay(10) on a hand-written source that completes at 215: it is let go then, before the completion goes out") {
        let scheduler = HistoricalScheduler()
        let source = HandWrittenSource(scheduler)
        let delayed = source.delay(.seconds(10), scheduler: TimerLog(scheduler))
        var subscription: Disposable?
        at(200, on: scheduler) { subscription = delayed.subscribe(printer("A", scheduler)) }
        at(210, on: scheduler) { source.send(.next(1)) }
        at(215, on: scheduler) { source.send(.completed) }
        at(1000, on: scheduler) { subscription?.dispose() }
        scheduler.start()
    }
    scenario("delay(10) on a subject that completes; the program keeps the subscription") {
        heldUntilTheEnd([.completed]) { $0.delay(.seconds(10), scheduler: $1) }
    }
}

rule("delay: an error is not delayed: it goes at once, and the events still waiting are dropped") {
    scenario("delay(10): 1 and 2 wait when the source fails at 218") {
        run([(210, .next(1)), (215, .next(2)), (218, .error(Failure())), (225, .next(3))]) {
            $0.delay(.seconds(10), scheduler: $1)
        }
    }
    scenario("delay(10): 1 went out; the source fails at 230") {
        run([(210, .next(1)), (230, .error(Failure()))]) { $0.delay(.seconds(10), scheduler: $1) }
    }
}

rule("delay: an error that comes while an element is being delivered goes right after it") {
    scenario("delay(10): A makes the source fail when it gets 1; 2 was waiting") {
        let scheduler = HistoricalScheduler()
        let feed = Feed([(210, .next(1)), (215, .next(2))], on: scheduler)
        let delayed = feed.source.delay(.seconds(10), scheduler: TimerLog(scheduler))
        var subscription: Disposable?
        at(200, on: scheduler) {
            subscription = delayed.subscribe(printer("A", scheduler) { event in
                if event.element == 1 {
                    print("  \(clock(scheduler)): A makes the source fail")
                    feed.subject.onError(Failure())
                    print("  \(clock(scheduler)): A is done with 1")
                }
            })
        }
        at(1000, on: scheduler) { subscription?.dispose() }
        scheduler.start()
        feed.printLog()
    }
}

rule("delay: disposing the subscription cancels the waiting timer") {
    scenario("delay(10): A is disposed at 222, after 1 went out, while 2 waits") {
        run([(210, .next(1)), (215, .next(2)), (300, .completed)], disposed: 222) {
            $0.delay(.seconds(10), scheduler: $1)
        }
    }
}

rule("Every subscriber has its own window and its own queue") {
    scenario("throttle(20) and delay(10) on a cold source (1 after 10 seconds, 2 after 15, completed after 40); A subscribes at 200, B at 203") {
        let scheduler = HistoricalScheduler()
        let cold = Observable<Int>.create { observer in
            let timers = [(10, Event<Int>.next(1)), (15, .next(2)), (40, .completed)].map { offset, event in
                scheduler.scheduleRelative(event, dueTime: .seconds(offset)) { event in
                    observer.on(event)
                    return Disposables.create()
                }
            }
            return Disposables.create(timers)
        }
        let throttled = cold.throttle(.seconds(20), scheduler: TimerLog(scheduler))
        let delayed = cold.delay(.seconds(10), scheduler: TimerLog(scheduler))
        var subscriptions: [Disposable] = []
        for (name, time) in [("A", 200), ("B", 203)] {
            at(time, on: scheduler) {
                subscriptions.append(throttled.subscribe(printer("\(name) throttled", scheduler)))
                subscriptions.append(delayed.subscribe(printer("\(name) delayed", scheduler)))
            }
        }
        at(1000, on: scheduler) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
    }
}
