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

    // TODO(9.5): how many pieces of this scheduler's `schedule` work are queued or running
    // (RxSwift's `numberEnqueued`), and the one loop every MainScheduler shares: a clock and a
    // queue of `ScheduledItem`s in order of due time, then of scheduling.

    /// A main scheduler on the one main loop, counting its own queued work.
    public init() {}

    /// The main loop's clock: it starts at 1970 and moves only when the program turns the loop.
    public var now: RxTime {
        // TODO(9.5)
        Date(timeIntervalSince1970: 0)
    }

    /// Runs `action` at once when none of this scheduler's work is waiting or running (the
    /// program's code counts as the main thread: there is no other), else queues it behind.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // TODO(9.5): this runs everything at once, even inside work already running.
        action(state)
    }

    /// A timer: runs `action` when the clock reaches `now + dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // TODO(9.5)
        Disposables.create()
    }

    /// A repeating timer: first after `startAfter`, then every `period`; each tick schedules
    /// the next one, then runs `action` with the state the tick before returned.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        // TODO(9.5)
        Disposables.create()
    }

    // MARK: Turning the loop

    /// Runs every piece of work due within `interval` from now, in order, then leaves the clock
    /// `interval` later.
    public func advance(by interval: RxTimeInterval) {
        // TODO(9.5)
    }

    /// Runs queued work, moving the clock to each piece's due time, until none is left.
    public func runUntilIdle() {
        // TODO(9.5)
    }

    /// Kept for programs written for RxSwift: everything runs on the main thread here.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {}

    /// Kept for programs written for RxSwift: everything runs on the main thread here.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {}
}
