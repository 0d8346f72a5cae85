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
    /// The default periodic scheduling: schedule the next run from inside each run.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let schedule = SerialDisposable()
        var state = state
        func tick(after interval: RxTimeInterval) {
            schedule.disposable = scheduleRelative((), dueTime: interval) { _ in
                state = action(state)
                tick(after: period)
                return Disposables.create()
            }
        }
        tick(after: startAfter)
        return schedule
    }
}
