// Stage 9.4 writes this file. The trampoline: work scheduled while nothing runs on it runs at
// once; work scheduled while work runs waits in a queue and runs, in order, after it.

/// The trampoline a `Producer`'s outermost `subscribe` and every `of`/`from` go through. The first
/// piece of work runs at once; work scheduled while it runs waits at the back of a queue; the
/// outermost `schedule` returns once that queue is empty.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The trampoline. The library has one thread, so there is one (RxSwift keeps one per thread).
    nonisolated(unsafe) public static let instance = CurrentThreadScheduler()

    // TODO(9.4): the state: is work running, and the queue of `ScheduledItem`s waiting. Static,
    // like `instance`, and `nonisolated(unsafe)` for the same reason: one thread.

    private init() {}

    /// True when nothing is running on the trampoline: work scheduled now would run at once.
    public static var isScheduleRequired: Bool {
        // TODO(9.4)
        true
    }

    /// Runs `action` at once when nothing is running and returns what it returned; otherwise
    /// queues it and returns the queued item, whose `dispose` cancels it.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // TODO(9.4): this runs everything at once, nested inside whatever is running.
        action(state)
    }
}
