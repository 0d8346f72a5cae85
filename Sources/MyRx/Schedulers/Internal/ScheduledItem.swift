// Stage 9.4 writes this file. One piece of work waiting in a scheduler's queue: the trampoline's
// (and, in stage 9.5, the main loop's).

/// A piece of work waiting its turn. Disposed before its turn, it never runs; disposed after
/// (or while) it ran, it disposes what the work returned.
struct ScheduledItem: Cancelable {
    // TODO(9.4): what the item keeps: the work, and a place for what it returns.

    init<StateType>(action: @escaping (StateType) -> Disposable, state: StateType) {
        // TODO(9.4)
    }

    var isDisposed: Bool {
        // TODO(9.4)
        false
    }

    /// Its turn has come: runs the work and keeps what it returned.
    func invoke() {
        // TODO(9.4)
    }

    func dispose() {
        // TODO(9.4)
    }
}
