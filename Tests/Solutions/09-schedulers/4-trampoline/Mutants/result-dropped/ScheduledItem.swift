// Mutant: the item runs the work and drops what it returned, so disposing it later disposes nothing (breaks: disposing an item that has run disposes what its work returned)
// Stage 9.4 writes this file. One piece of work waiting in a scheduler's queue: the trampoline's
// (and, in stage 9.5, the main loop's).

/// A piece of work waiting its turn. Disposed before its turn, it never runs; disposed after
/// (or while) it ran, it disposes what the work returned.
struct ScheduledItem: Cancelable {
    private let work: () -> Disposable
    // Holds what the work returns; disposed first, it disposes that as soon as it is set.
    private let disposable = SingleAssignmentDisposable()

    init<StateType>(action: @escaping (StateType) -> Disposable, state: StateType) {
        work = { action(state) }
    }

    var isDisposed: Bool { disposable.isDisposed }

    /// Its turn has come: runs the work and keeps what it returned.
    func invoke() {
        _ = work()
        disposable.setDisposable(Disposables.create())
    }

    func dispose() {
        disposable.dispose()
    }
}
