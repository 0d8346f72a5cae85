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
        let recursion = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursion.schedule(state)
        return Disposables.create(with: recursion.dispose)
    }
}

/// Repeats an action on a scheduler while the action asks for it, until disposed.
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private var action: Action?
    private let scheduler: ImmediateSchedulerType
    // The step scheduled now, if it has not run yet.
    private let pending = SerialDisposable()

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var ran = false
        let step = scheduler.schedule(state) { state -> Disposable in
            ran = true
            self.action?(state, self.schedule)
            return Disposables.create()
        }
        // A step that ran at once needs no cancelling; one still queued may be cancelled.
        if !ran { pending.disposable = step }
    }

    func dispose() {
        action = nil
        pending.dispose()
    }
}
