// Stage 10.4 writes this file. A scheduler on a virtual clock: work waits in a queue ordered by
// due time, and the clock jumps from one item's time to the next only when the program runs it.
// (`sleep`, `stop` and `schedulePeriodic` are written for you.)

import Foundation

/// A scheduler whose clock moves only when told to. `start()` runs everything queued, moving
/// the clock to each item's time; `advanceTo(_:)` runs what is due up to a time. The
/// `Converter` says what the clock counts in (`HistoricalScheduler`: `Date`s).
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    private let converter: Converter
    // TODO(10.4): the queue of work waiting (`VirtualSchedulerItem`s), earliest first.

    /// The clock as a `Date`.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The clock in the scheduler's own unit.
    public var clock: VirtualTime {
        currentClock
    }

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
        Resources.incrementTotal()
    }

    /// Runs `action` "now": queued at the current time, so it runs when the clock is run.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        // TODO(10.4)
        Disposables.create()
    }

    /// Runs `action` `dueTime` after `now`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // TODO(10.4): the due time as a virtual time (`Date+Dispatch.swift` adds an interval to
        // a date), passed through `adjustScheduledTime`.
        Disposables.create()
    }

    /// Runs `action` `dueTime` after the clock, in the clock's own unit.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // TODO(10.4)
        Disposables.create()
    }

    /// Runs `action` when the clock reaches `time` (at once when the clock runs, if it is past).
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // TODO(10.4): queue it in its place; what you return cancels it.
        Disposables.create()
    }

    /// A hook for subclasses: the time work scheduled through `scheduleRelative` really gets.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs everything queued, work scheduled meanwhile included, moving the clock forward to
    /// each item's time. Returns when nothing is left or `stop()` was called.
    public func start() {
        // TODO(10.4)
    }

    /// Runs everything due at or before `virtualTime`, then sets the clock to `virtualTime`.
    public func advanceTo(_ virtualTime: VirtualTime) {
        // TODO(10.4)
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock).lessThen {
            fatalError("VirtualTimeScheduler.sleep: Can't sleep to past.")
        }
        currentClock = sleepTo
    }

    /// Makes `start()` or `advanceTo(_:)` return after the item running now.
    public func stop() {
        running = false
    }

    /// Runs `action` after `startAfter`, then every `period`: each tick queues the next one
    /// before it runs the action, as RxSwift's default `schedulePeriodic` does.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicWork(state: state, period: period, action: action)
        periodic.tick(on: self, after: startAfter)
        return periodic
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// One piece of queued work. Disposed before it runs, it never runs; disposed after, it
/// disposes what the work returned.
final class VirtualSchedulerItem<Time>: Disposable {
    private let action: () -> Disposable
    let time: Time

    init(action: @escaping () -> Disposable, time: Time) {
        self.action = action
        self.time = time
    }

    var isDisposed: Bool {
        // TODO(10.4)
        false
    }

    /// Runs the work.
    func invoke() {
        // TODO(10.4)
    }

    func dispose() {
        // TODO(10.4)
    }
}

/// The work of `schedulePeriodic`: one timer at a time, each queuing the next.
final private class PeriodicWork<State>: Disposable {
    private var state: State
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var timer: Disposable?
    private var disposed = false

    init(state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.state = state
        self.period = period
        self.action = action
    }

    func tick(on scheduler: SchedulerType, after dueTime: RxTimeInterval) {
        timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            if self.disposed { return Disposables.create() }
            self.tick(on: scheduler, after: self.period)
            self.state = self.action(self.state)
            return Disposables.create()
        }
    }

    func dispose() {
        disposed = true
        timer?.dispose()
        timer = nil
    }
}
