// Stage 9.4 writes this file. `scheduleRecursive`: one action run again and again on a
// scheduler, each run asking for the next with `recurse`; each run is one piece of work.
// `scheduleRecursive` itself is given; write `RecursiveImmediateScheduler`.

extension ImmediateSchedulerType {
    /// Schedules `action` with `state`; the action calls `recurse` with the next state to be
    /// scheduled again. Disposing the result cancels the step still waiting and stops the rest.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursiveScheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursiveScheduler.schedule(state)
        return Disposables.create(with: recursiveScheduler.dispose)
    }
}

/// Runs one action over and over on `scheduler`, each run one piece of work: on the trampoline
/// each step waits at the back of the queue, which is why two `of` sources take turns.
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    // TODO(9.4): where the steps scheduled and not yet run are kept, so that `dispose` can
    // cancel them.

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules one step with `state`.
    func schedule(_ state: State) {
        // TODO(9.4): hand one step to the scheduler; the step runs the action, which may
        // `recurse` (call this again).
    }

    func dispose() {
        // TODO(9.4)
    }
}
