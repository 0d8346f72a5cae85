// Mutant: each step calls the action directly instead of handing it to the scheduler, so the recursion runs nested inside the step before (breaks: scheduleRecursive runs one step per piece of work)
// Stage 9.4 writes this file. `scheduleRecursive`: one action run again and again on a
// scheduler, each run asking for the next with `recurse`; each run is one piece of work.

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
    // The steps scheduled and not yet run: disposing the group cancels them.
    private let group = CompositeDisposable()

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    private enum ScheduleState {
        case initial
        case added(CompositeDisposable.DisposeKey)
        case done
    }

    /// Schedules one step with `state`.
    func schedule(_ state: State) {
        if !group.isDisposed { action?(state, schedule); return }
        var scheduleState = ScheduleState.initial

        let step = scheduler.schedule(state) { state -> Disposable in
            if self.group.isDisposed { return Disposables.create() }
            // The step runs: the group need not hold it any longer.
            if case .added(let key) = scheduleState { self.group.remove(for: key) }
            scheduleState = .done
            self.action?(state, self.schedule)
            return Disposables.create()
        }

        // A step that ran at once (nothing was running) is done; one that waits is kept.
        if case .initial = scheduleState {
            if let key = group.insert(step) {
                scheduleState = .added(key)
            } else {
                scheduleState = .done
            }
        }
    }

    func dispose() {
        action = nil
        group.dispose()
    }
}
