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

extension SchedulerType {
    /// The default periodic scheduling, as RxSwift emulates it: each tick first schedules the
    /// next tick, then runs the action. So work the action schedules for the same moment as the
    /// next tick runs after that tick.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        var state = state
        return scheduleRecursive((), dueTime: startAfter) { _, recurse in
            recurse.schedule((), dueTime: period)
            state = action(state)
        }
    }
}
