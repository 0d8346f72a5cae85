/// Something that can run work: now, or as soon as it can.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state`, now or later. The returned disposable cancels it if it has
    /// not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
}

extension ImmediateSchedulerType {
    /// Runs `action` with `state`; `action` may call `recurse` with a new state to be scheduled
    /// again. This is how a source such as `of(1, 2, 3)` sends one element per scheduled step, so
    /// that on the CurrentThreadScheduler several sources take turns.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursiveScheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursiveScheduler.schedule(state)
        return Disposables.create(with: recursiveScheduler.dispose)
    }
}
