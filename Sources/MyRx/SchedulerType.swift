// Given in stage 9.5: nothing to write, read it. A scheduler with a clock: it can also run work
// later, once or again and again (RxSwift/SchedulerType.swift).

import Foundation

/// A scheduler that knows what time it is and can run work later, once or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` with `state` after `dueTime`. The returned disposable cancels it.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` after `startAfter`, then every `period`, passing each result to the next
    /// run. The returned disposable stops it.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}
