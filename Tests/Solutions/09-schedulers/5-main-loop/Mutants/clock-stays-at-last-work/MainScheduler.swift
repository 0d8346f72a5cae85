// Mutant: advance leaves the clock at the last piece it ran, not at its target (breaks: advance(by:) leaves the clock at its target)
// Stage 9.5 writes this file. The main loop on virtual time: `MainScheduler` runs work at once
// when none of its own work is waiting, else queues it; timers wait for their due time; the
// program turns the loop with `advance(by:)` and `runUntilIdle()`.

import Foundation

/// The main run loop, on a virtual clock. In RxSwift, `MainScheduler` runs work on the main
/// dispatch queue, which the operating system drains; here the program turns the loop:
///
///     _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(1)) { _ in … }
///     MainScheduler.instance.advance(by: .seconds(3))   // runs it, and the clock reads 3s
public final class MainScheduler: SchedulerType {
    /// The main scheduler.
    nonisolated(unsafe) public static let instance = MainScheduler()

    // Work this scheduler queued through `schedule` and has not finished (RxSwift's
    // `numberEnqueued`, per instance): while above zero, `schedule` queues.
    private var numberEnqueued = 0

    /// A main scheduler on the one main loop, counting its own queued work.
    public init() {}

    /// The main loop's clock.
    public var now: RxTime { MainLoop.shared.now }

    /// Runs `action` at once when none of this scheduler's work is waiting or running (the
    /// program's code counts as the main thread: there is no other), else queues it behind.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        numberEnqueued += 1
        if numberEnqueued == 1 {
            let disposable = action(state)
            numberEnqueued -= 1
            return disposable
        }
        // Queued: the count goes down when its turn comes, even if it was cancelled meanwhile.
        let cancel = SingleAssignmentDisposable()
        _ = MainLoop.shared.enqueue(after: .nanoseconds(0)) {
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            self.numberEnqueued -= 1
            return Disposables.create()
        }
        return cancel
    }

    /// A timer: runs `action` when the clock reaches `now + dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // A timer that never fires holds nothing.
        if dueTime == .never { return Disposables.create() }
        return MainLoop.shared.enqueue(after: dueTime) { action(state) }
    }

    /// A repeating timer: first after `startAfter`, then every `period`; each tick schedules
    /// the next one, then runs `action` with the state the tick before returned.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = PeriodicTimer(state: state, period: period, action: action, scheduler: self)
        timer.schedule(after: startAfter)
        return timer
    }

    // MARK: Turning the loop

    /// Runs every piece of work due within `interval` from now, in order, then leaves the clock
    /// `interval` later.
    public func advance(by interval: RxTimeInterval) {
        MainLoop.shared.run(until: MainLoop.shared.clock + MainLoop.nanoseconds(in: interval))
    }

    /// Runs queued work, moving the clock to each piece's due time, until none is left.
    public func runUntilIdle() {
        MainLoop.shared.run(until: nil)
    }

    /// Kept for programs written for RxSwift: everything runs on the main thread here.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {}

    /// Kept for programs written for RxSwift: everything runs on the main thread here.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {}
}

/// One loop behind every MainScheduler, as there is one main queue in RxSwift: work in order of
/// due time, then of scheduling, on a clock of whole nanoseconds (so ten 100ms steps make 1s).
private final class MainLoop {
    nonisolated(unsafe) static let shared = MainLoop()

    /// Nanoseconds since the clock's start, 1970.
    private(set) var clock: Int64 = 0
    private var queue: [(dueTime: Int64, item: ScheduledItem)] = []

    var now: RxTime { Date(timeIntervalSince1970: Double(clock) / 1_000_000_000) }

    /// Queues `work` at `now + dueTime`, after everything due by then; disposing the result
    /// before its turn cancels it.
    func enqueue(after dueTime: RxTimeInterval, _ work: @escaping () -> Disposable) -> Disposable {
        let due = clock + MainLoop.nanoseconds(in: dueTime)
        let item = ScheduledItem(action: { _ in work() }, state: ())
        let index = queue.firstIndex { $0.dueTime > due } ?? queue.endIndex
        queue.insert((due, item), at: index)
        return item
    }

    /// Runs the work due by `limit` (all of it when nil), and what it queues within the limit;
    /// then the clock stays at `limit`. Cancelled work is dropped without moving the clock.
    func run(until limit: Int64?) {
        while let (dueTime, item) = queue.first {
            if let limit, dueTime > limit { break }
            queue.removeFirst()
            if item.isDisposed { continue }
            clock = max(clock, dueTime)
            item.invoke()
        }
    }

    static func nanoseconds(in interval: RxTimeInterval) -> Int64 {
        switch interval {
        case .seconds(let value): return Int64(value) * 1_000_000_000
        case .milliseconds(let value): return Int64(value) * 1_000_000
        case .microseconds(let value): return Int64(value) * 1_000
        case .nanoseconds(let value): return Int64(value)
        case .never: return .max / 2  // as far as an advance can go without overflow
        @unknown default: return .max / 2
        }
    }
}

/// A repeating timer on the main loop: one tick queued at a time.
private final class PeriodicTimer<StateType>: Disposable {
    private var state: StateType
    private let period: RxTimeInterval
    private let action: (StateType) -> StateType
    private let scheduler: MainScheduler
    private var nextTick: Disposable?
    private var isDisposed = false

    init(state: StateType, period: RxTimeInterval, action: @escaping (StateType) -> StateType,
         scheduler: MainScheduler) {
        self.state = state
        self.period = period
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(after dueTime: RxTimeInterval) {
        nextTick = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            if self.isDisposed { return Disposables.create() }
            self.schedule(after: self.period)
            self.state = self.action(self.state)
            return Disposables.create()
        }
    }

    func dispose() {
        isDisposed = true
        nextTick?.dispose()
        nextTick = nil
    }
}
