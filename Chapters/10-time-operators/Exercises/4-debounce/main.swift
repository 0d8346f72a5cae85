// Exercise 10.4: the check program. Don't edit it: edit Debounce.swift. Its output must be
// exactly expected.txt. Each scenario's header names the rule it probes. Every line starts
// with the clock (ticks of a TestScheduler, one tick a second); the scheduler your operator is
// given says when a timer is set, fires, or is cancelled before it fired, and the observers
// print every event they get, so an event too many shows.
import MiniRx
import MiniRxTest

/// A scheduler that runs everything on a TestScheduler and tells the life of each timer.
final class TimerLog: SchedulerType {
    private let scheduler: TestScheduler

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    var now: RxTime { scheduler.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduler.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let timer = LoggedTimer(setAt: scheduler.clock, scheduler: scheduler)
        print("  \(scheduler.clock): timer set")
        timer.scheduled = scheduler.scheduleRelative(state, dueTime: dueTime) { [scheduler] state in
            timer.fired = true
            print("  \(scheduler.clock): timer set at \(timer.setAt) fires")
            return action(state)
        }
        return timer
    }
}

/// One timer of a `TimerLog`: disposing it before it fired cancels it, and says so.
final class LoggedTimer: Disposable {
    let setAt: TestTime
    private let scheduler: TestScheduler
    var scheduled: Disposable?
    var fired = false
    private var cancelled = false

    init(setAt: TestTime, scheduler: TestScheduler) {
        self.setAt = setAt
        self.scheduler = scheduler
    }

    func dispose() {
        if !fired && !cancelled {
            cancelled = true
            print("  \(scheduler.clock): timer set at \(setAt) cancelled")
        }
        scheduled?.dispose()
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
}

/// An observer that prints every event it gets, stamped with the clock.
func printer(_ name: String, _ scheduler: TestScheduler, then reaction: @escaping (Event<Int>) -> Void = { _ in })
    -> AnyObserver<Int>
{
    AnyObserver { event in
        print("  \(scheduler.clock): \(name) gets \(event)")
        reaction(event)
    }
}

/// Debounces a hot source with `events` by 20 ticks; A subscribes at 200 and is disposed at
/// `disposed`. Prints the source's subscription log at the end.
@MainActor func scenario(_ events: [Recorded<Event<Int>>], disposed: TestTime = 1000) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(events)
    let debounced = source.asObservable().debounced(.seconds(20), scheduler: TimerLog(scheduler))
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = debounced.subscribe(printer("A", scheduler)) }
    scheduler.scheduleAt(disposed) { subscription?.dispose() }
    scheduler.start()
    print("  source subscribed: \(source.subscriptions.map { "\($0)" }.joined(separator: ", "))")
}

do {
    print("-- 1. Each element restarts the wait; one followed by 20 ticks of quiet goes out then")
    scenario([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])

    print("-- 2. On completion the waiting element goes at once, then completed")
    scenario([.next(210, 1), .completed(215)])

    print("-- 3. An element already sent is not sent again on completion")
    scenario([.next(210, 1), .completed(250)])

    print("-- 4. An error mid-stream goes at once and drops the waiting element; nothing after it")
    scenario([.next(210, 1), .error(215, Failure()), .next(220, 2), .completed(230)])

    print("-- 5. Disposing cancels the waiting timer")
    scenario([.next(210, 1), .next(240, 2)], disposed: 215)

    print("-- 6. Disposing during delivery: A leaves when it gets 1; nothing more is sent")
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let debounced = source.asObservable().debounced(.seconds(20), scheduler: TimerLog(scheduler))
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            subscription.setDisposable(debounced.subscribe(printer("A", scheduler) { _ in
                print("  \(scheduler.clock): A leaves")
                subscription.dispose()
            }))
        }
        scheduler.start()
        print("  source subscribed: \(source.subscriptions.map { "\($0)" }.joined(separator: ", "))")
    }

    print("-- 7. Reentrancy: A sends 2 into the source when it gets 1, and completes it when it")
    print("      gets 2; the element sent from inside is debounced, and none is sent twice")
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let debounced = subject.debounced(.seconds(20), scheduler: TimerLog(scheduler))
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = debounced.subscribe(printer("A", scheduler) { event in
                if event.element == 1 {
                    print("  \(scheduler.clock): A sends 2")
                    subject.onNext(2)
                } else if event.element == 2 {
                    print("  \(scheduler.clock): A completes the source")
                    subject.onCompleted()
                }
            })
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
    }

    print("-- 8. Each subscription has its own wait: B subscribes at 225, after 1 came")
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(235, 2), .completed(300)])
        let debounced = source.asObservable().debounced(.seconds(20), scheduler: TimerLog(scheduler))
        var a: Disposable?
        var b: Disposable?
        scheduler.scheduleAt(200) { a = debounced.subscribe(printer("A", scheduler)) }
        scheduler.scheduleAt(225) { b = debounced.subscribe(printer("B", scheduler)) }
        scheduler.scheduleAt(1000) {
            a?.dispose()
            b?.dispose()
        }
        scheduler.start()
        print("  source subscribed: \(source.subscriptions.map { "\($0)" }.joined(separator: ", "))")
    }
}
print("live MiniRx objects: \(Resources.total)")
