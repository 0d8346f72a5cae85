// Stage 10.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

func seconds(_ value: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(value))
}

/// The scheduler's clock, in whole seconds since the epoch.
func clock(_ scheduler: HistoricalScheduler) -> Int {
    Int(scheduler.now.timeIntervalSince1970)
}

/// Work that prints its name and the clock when it runs.
func work(_ name: String, on scheduler: HistoricalScheduler) -> (String) -> Disposable {
    { _ in
        print("  \(clock(scheduler)): \(name) runs")
        return Disposables.create()
    }
}

/// Runs `action` when the clock reaches `time`.
func at(_ time: Int, on scheduler: HistoricalScheduler, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleAbsoluteVirtual((), time: seconds(time)) { _ in
        action()
        return Disposables.create()
    }
}

/// A scheduler that runs everything on a HistoricalScheduler and tells when a timer fires or
/// is cancelled before it fired. (Not when one is set: the order in which a new timer is set
/// and the old one cancelled is yours to choose.)
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
        let timer = LoggedTimer(setAt: clock(scheduler), scheduler: scheduler)
        // Weak: the timer holds what it scheduled, which must not hold it back.
        timer.scheduled = scheduler.scheduleRelative(state, dueTime: dueTime) { [scheduler, weak timer, setAt = timer.setAt] state in
            timer?.fired = true
            print("  \(clock(scheduler)): the timer set at \(setAt) fires")
            return action(state)
        }
        return timer
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        scheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// One timer of a `TimerLog`: disposing it before it fired cancels it, and says so once.
final class LoggedTimer: Disposable {
    let setAt: Int
    private let scheduler: HistoricalScheduler
    var scheduled: Disposable?
    var fired = false
    private var cancelled = false

    init(setAt: Int, scheduler: HistoricalScheduler) {
        self.setAt = setAt
        self.scheduler = scheduler
    }

    func dispose() {
        if !fired && !cancelled {
            cancelled = true
            print("  \(clock(scheduler)): the timer set at \(setAt) is cancelled")
        }
        scheduled?.dispose()
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
    private let subject = PublishSubject<Int>()
    private let scheduler: HistoricalScheduler
    private var log: [(subscribed: Int, disposed: Int?)] = []

    init(_ events: [(Int, Event<Int>)], on scheduler: HistoricalScheduler) {
        self.scheduler = scheduler
        for (time, event) in events {
            at(time, on: scheduler) { [subject] in subject.on(event) }
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

/// Debounces a feed of `events` by 20 seconds; A subscribes at 200 and is disposed at `disposed`.
func debounceScenario(_ events: [(Int, Event<Int>)], disposed: Int = 1000) {
    let scheduler = HistoricalScheduler()
    let feed = Feed(events, on: scheduler)
    let debounced = feed.source.debounce(.seconds(20), scheduler: TimerLog(scheduler))
    var subscription: Disposable?
    at(200, on: scheduler) { subscription = debounced.subscribe(printer("A", scheduler)) }
    at(disposed, on: scheduler) { subscription?.dispose() }
    scheduler.start()
    feed.printLog()
}

rule("scheduleRelative runs the work dueTime after now; start() runs the queue in order of due time, moving the clock to each one's time") {
    scenario("three timers scheduled out of order run in order of due time") {
        let scheduler = HistoricalScheduler()
        for (name, due) in [("C", 3), ("A", 1), ("B", 2)] {
            _ = scheduler.scheduleRelative(name, dueTime: .seconds(due), action: work(name, on: scheduler))
        }
        print("  start()")
        scheduler.start()
        print("  start() returned; the clock reads \(clock(scheduler))")
    }
    scenario("work scheduled while the clock runs is relative to the clock then, and runs too") {
        let scheduler = HistoricalScheduler(initialClock: seconds(100))
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            print("  \(clock(scheduler)): A runs and schedules B 3 seconds later")
            return scheduler.scheduleRelative("B", dueTime: .seconds(3), action: work("B", on: scheduler))
        }
        scheduler.start()
        print("  start() returned; the clock reads \(clock(scheduler))")
    }
    scenario("scheduleRelativeVirtual counts dueTime in the clock's own unit (seconds here), from the clock then") {
        let scheduler = HistoricalScheduler(initialClock: seconds(100))
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2) { _ in
            print("  \(clock(scheduler)): A runs and schedules B 3 seconds later")
            return scheduler.scheduleRelativeVirtual("B", dueTime: 3, action: work("B", on: scheduler))
        }
        scheduler.start()
        print("  start() returned; the clock reads \(clock(scheduler))")
    }
    scenario("work due in the past runs next, and the clock does not go back") {
        let scheduler = HistoricalScheduler()
        at(5, on: scheduler) {
            print("  5: A schedules B for time 2")
            _ = scheduler.scheduleAbsoluteVirtual("B", time: seconds(2), action: work("B", on: scheduler))
        }
        _ = scheduler.scheduleRelative("C", dueTime: .seconds(6), action: work("C", on: scheduler))
        scheduler.start()
    }
    scenario("A, at 1, calls stop(): start() returns; a second start() runs the rest") {
        let scheduler = HistoricalScheduler()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            print("  \(clock(scheduler)): A runs and calls stop()")
            scheduler.stop()
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("B", dueTime: .seconds(2), action: work("B", on: scheduler))
        scheduler.start()
        print("  start() returned; the clock reads \(clock(scheduler)); start() again")
        scheduler.start()
        print("  start() returned; the clock reads \(clock(scheduler))")
    }
    scenario("A, at 1, calls start() while the clock runs: it does nothing") {
        let scheduler = HistoricalScheduler()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            print("  \(clock(scheduler)): A runs and calls start()")
            scheduler.start()
            print("  \(clock(scheduler)): start() inside A returned")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("B", dueTime: .seconds(2), action: work("B", on: scheduler))
        scheduler.start()
        print("  start() returned; the clock reads \(clock(scheduler))")
    }
}

rule("Work due at the same time runs in the order it was scheduled") {
    scenario("A, B and C are due at 2, D at 1, scheduled A, D, B, C") {
        let scheduler = HistoricalScheduler()
        for (name, due) in [("A", 2), ("D", 1), ("B", 2), ("C", 2)] {
            _ = scheduler.scheduleRelative(name, dueTime: .seconds(due), action: work(name, on: scheduler))
        }
        scheduler.start()
    }
    scenario("at 1, X schedules Y for now, behind W, which was already due at 1") {
        let scheduler = HistoricalScheduler()
        at(1, on: scheduler) {
            print("  1: X runs and schedules Y for now")
            _ = scheduler.schedule("Y", action: work("Y", on: scheduler))
        }
        at(1, on: scheduler) { print("  1: W runs") }
        scheduler.start()
    }
}

rule("schedule queues the work for now: nothing runs until the clock is run") {
    scenario("schedule, then start()") {
        let scheduler = HistoricalScheduler(initialClock: seconds(7))
        _ = scheduler.schedule("A", action: work("A", on: scheduler))
        print("  schedule returned; start()")
        scheduler.start()
    }
}

rule("Disposing what scheduling returned cancels the work if it has not run; once it has, it disposes what the work returned") {
    scenario("B is cancelled before start(); A, at 1, cancels D, due at 3") {
        let scheduler = HistoricalScheduler()
        var d: Disposable?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            print("  \(clock(scheduler)): A runs and cancels D")
            d?.dispose()
            return Disposables.create()
        }
        let b = scheduler.scheduleRelative("B", dueTime: .seconds(2), action: work("B", on: scheduler))
        d = scheduler.scheduleRelative("D", dueTime: .seconds(3), action: work("D", on: scheduler))
        _ = scheduler.scheduleRelative("E", dueTime: .seconds(4), action: work("E", on: scheduler))
        b.dispose()
        scheduler.start()
    }
    scenario("A returns a disposable; disposing A after it ran disposes that, once") {
        let scheduler = HistoricalScheduler()
        let a = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            print("  \(clock(scheduler)): A runs")
            return Disposables.create { print("  \(clock(scheduler)): what A returned is disposed") }
        }
        scheduler.start()
        print("  disposing A, twice")
        a.dispose()
        a.dispose()
    }
    scenario("A disposes what scheduling returned while A runs: what A returns is disposed as soon as A returns") {
        let scheduler = HistoricalScheduler()
        var a: Disposable?
        a = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            print("  \(clock(scheduler)): A runs and disposes itself")
            a?.dispose()
            print("  \(clock(scheduler)): A returns")
            return Disposables.create { print("  \(clock(scheduler)): what A returned is disposed") }
        }
        scheduler.start()
        print("  start() returned")
        a = nil
    }
}

rule("advanceTo(t) runs the work due at or before t, then leaves the clock at t") {
    scenario("work at 2, 4 and 6; advance to 1, to 4, to 10; then one more second") {
        let scheduler = HistoricalScheduler()
        for (name, due) in [("A", 2), ("B", 4), ("C", 6)] {
            _ = scheduler.scheduleRelative(name, dueTime: .seconds(due), action: work(name, on: scheduler))
        }
        for target in [1, 4, 10] {
            print("  advanceTo(\(target))")
            scheduler.advanceTo(seconds(target))
            print("  the clock reads \(clock(scheduler))")
        }
        _ = scheduler.scheduleRelative("D", dueTime: .seconds(1), action: work("D", on: scheduler))
        scheduler.start()
    }
    scenario("at 10, B is due at 5 and C now: advanceTo(10) runs them at 10, and the clock stays") {
        let scheduler = HistoricalScheduler()
        scheduler.advanceTo(seconds(10))
        _ = scheduler.scheduleAbsoluteVirtual("B", time: seconds(5), action: work("B", on: scheduler))
        _ = scheduler.schedule("C", action: work("C", on: scheduler))
        print("  advanceTo(10), with B and C already due")
        scheduler.advanceTo(seconds(10))
        print("  the clock reads \(clock(scheduler))")
    }
}

rule("Each element waits for dueTime of quiet: a newer element takes its place, on a new timer that cancels the old one") {
    scenario("1 is replaced by 2, which goes after 20 seconds of quiet; then 3") {
        debounceScenario([(210, .next(1)), (220, .next(2)), (250, .next(3)), (300, .completed)])
    }
}

rule("When the timer fires, the waiting element is sent and nothing waits any more") {
    scenario("1 goes at 230; the completion at 250 finds nothing waiting") {
        debounceScenario([(210, .next(1)), (250, .completed)])
    }
    scenario("A sends 2 into the source when it gets 1, and completes it when it gets 2") {
        let scheduler = HistoricalScheduler()
        let subject = PublishSubject<Int>()
        let debounced = subject.debounce(.seconds(20), scheduler: TimerLog(scheduler))
        var subscription: Disposable?
        at(200, on: scheduler) {
            subscription = debounced.subscribe(printer("A", scheduler) { event in
                if event.element == 1 {
                    print("  \(clock(scheduler)): A sends 2")
                    subject.onNext(2)
                } else if event.element == 2 {
                    print("  \(clock(scheduler)): A completes the source")
                    subject.onCompleted()
                }
            })
        }
        at(210, on: scheduler) { subject.onNext(1) }
        at(1000, on: scheduler) { subscription?.dispose() }
        scheduler.start()
    }
}

rule("On completed, a waiting element is sent at once, then completed; an error goes at once and drops it; either ends the subscription and its timer") {
    scenario("1 waits; the source completes at 215") {
        debounceScenario([(210, .next(1)), (215, .completed)])
    }
    scenario("1 waits; the source fails at 215, then sends more") {
        debounceScenario([(210, .next(1)), (215, .error(Failure())), (220, .next(2)), (230, .completed)])
    }
    scenario("a subject completes, then another fails, while the program keeps both subscriptions: the stop event ended each") {
        let scheduler = HistoricalScheduler()
        for stop in [Event<Int>.completed, .error(Failure())] {
            let subject = PublishSubject<Int>()
            let subscription = subject.debounce(.seconds(20), scheduler: TimerLog(scheduler))
                .subscribe(printer("A", scheduler))
            at(clock(scheduler) + 10, on: scheduler) { subject.onNext(1) }
            at(clock(scheduler) + 15, on: scheduler) { subject.on(stop) }
            scheduler.start()
            let objects = Resources.total
            subscription.dispose()
            print("  objects the dispose let go: \(objects - Resources.total)")
        }
    }
}

rule("Disposing the subscription cancels the waiting timer") {
    scenario("A is disposed at 215, while 1 waits") {
        debounceScenario([(210, .next(1)), (240, .next(2))], disposed: 215)
    }
    scenario("A leaves when it gets 1; nothing more is sent") {
        let scheduler = HistoricalScheduler()
        let feed = Feed([(210, .next(1)), (240, .next(2)), (300, .completed)], on: scheduler)
        let debounced = feed.source.debounce(.seconds(20), scheduler: TimerLog(scheduler))
        let subscription = SingleAssignmentDisposable()
        at(200, on: scheduler) {
            subscription.setDisposable(debounced.subscribe(printer("A", scheduler) { _ in
                print("  \(clock(scheduler)): A leaves")
                subscription.dispose()
            }))
        }
        scheduler.start()
        feed.printLog()
    }
}

rule("Every subscriber has its own wait") {
    scenario("B subscribes at 225, after 1 came; both wait for 2") {
        let scheduler = HistoricalScheduler()
        let feed = Feed([(210, .next(1)), (235, .next(2)), (300, .completed)], on: scheduler)
        let debounced = feed.source.debounce(.seconds(20), scheduler: TimerLog(scheduler))
        var a: Disposable?
        var b: Disposable?
        at(200, on: scheduler) { a = debounced.subscribe(printer("A", scheduler)) }
        at(225, on: scheduler) { b = debounced.subscribe(printer("B", scheduler)) }
        at(1000, on: scheduler) {
            a?.dispose()
            b?.dispose()
        }
        scheduler.start()
        feed.printLog()
    }
}
