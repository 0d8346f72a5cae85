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
        let recursion = RecursiveImmediateScheduler(action: action, scheduler: self, state: state)
        recursion.schedule(state)
        return Disposables.create(with: recursion.dispose)
    }
}

/// Repeats an action on a scheduler while the action asks for it, until disposed.
///
/// On the running trampoline (`range`, `of` and friends subscribed from inside a subscription)
/// the recursion itself is what waits in the queue, holding the states of its waiting steps,
/// rather than one separate piece of work per step. A step still runs at exactly the place in
/// the queue a separately scheduled step would have had, and disposing the recursion cancels
/// all its waiting steps at once: its entries still in the queue find nothing to run.
final class RecursiveImmediateScheduler<State>: TrampolineWork {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private var action: Action?
    private let scheduler: ImmediateSchedulerType
    // The steps scheduled on another scheduler that have not run yet. A group, not one slot: an
    // action that recurses twice leaves two steps waiting, and both must run.
    private let waitingElsewhere = CompositeDisposable()
    // The states of the steps waiting in the trampoline queue, oldest first: `nextState` when
    // `waitingSteps` > 0, then `laterStates` (only when an action recursed more than once).
    private var nextState: State
    private var waitingSteps = 0
    private var laterStates = Queue<State>()
    // Whether the scheduler is the trampoline never changes, so it is decided once.
    private let isTrampoline: Bool

    init(action: @escaping Action, scheduler: ImmediateSchedulerType, state: State) {
        self.action = action
        self.scheduler = scheduler
        self.isTrampoline = scheduler is CurrentThreadScheduler
        // Not a waiting step yet (`waitingSteps` is 0): storage that needs no Optional.
        self.nextState = state
    }

    func schedule(_ state: State) {
        if action == nil { return }
        if isTrampoline, !CurrentThreadScheduler.isScheduleRequired {
            if waitingSteps == 0 {
                nextState = state
            } else {
                laterStates.enqueue(state)
            }
            waitingSteps += 1
            CurrentThreadScheduler.enqueue(self)
            return
        }
        // As `AnyRecursiveScheduler.track`: a waiting step sits in the group until it runs.
        var stepState = RecursiveStepState.initial
        let step = scheduler.schedule(state) { state -> Disposable in
            if case .added(let key) = stepState { self.waitingElsewhere.remove(for: key) }
            stepState = .done
            self.run(state)
            return Disposables.create()
        }
        // A step that ran at once needs no cancelling; one still queued may be cancelled.
        if case .initial = stepState {
            if let key = waitingElsewhere.insert(step) {
                stepState = .added(key)
            } else {
                stepState = .done
            }
        }
    }

    /// The trampoline reached one of this recursion's steps.
    func invoke() {
        guard waitingSteps > 0 else { return }
        let state = nextState
        waitingSteps -= 1
        if waitingSteps > 0 { nextState = laterStates.dequeue()! }
        run(state)
    }

    private func run(_ state: State) {
        action?(state) { self.schedule($0) }
    }

    func dispose() {
        action = nil
        // Steps still in the trampoline queue find nothing to run.
        waitingSteps = 0
        laterStates.removeAll()
        waitingElsewhere.dispose()
    }
}
