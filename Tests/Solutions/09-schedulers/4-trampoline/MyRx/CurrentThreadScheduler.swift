// Stage 9.4 writes this file. The trampoline: work scheduled while nothing runs on it runs at
// once; work scheduled while work runs waits in a queue and runs, in order, after it.

/// The trampoline a `Producer`'s outermost `subscribe` and every `of`/`from` go through. The first
/// piece of work runs at once; work scheduled while it runs waits at the back of a queue; the
/// outermost `schedule` returns once that queue is empty.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The trampoline. The library has one thread, so there is one (RxSwift keeps one per thread).
    nonisolated(unsafe) public static let instance = CurrentThreadScheduler()

    // One thread: plain statics, no lock. (RxSwift keeps both in thread-local storage.)
    nonisolated(unsafe) private static var isRunning = false
    nonisolated(unsafe) private static var queue: [ScheduledItem] = []

    private init() {}

    /// True when nothing is running on the trampoline: work scheduled now would run at once.
    public static var isScheduleRequired: Bool { !isRunning }

    /// Runs `action` at once when nothing is running and returns what it returned; otherwise
    /// queues it and returns the queued item, whose `dispose` cancels it.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if CurrentThreadScheduler.isRunning {
            let item = ScheduledItem(action: action, state: state)
            CurrentThreadScheduler.queue.append(item)
            return item
        }
        CurrentThreadScheduler.isRunning = true
        // Idle again only once the queue is empty, whatever ran last.
        defer { CurrentThreadScheduler.isRunning = false }
        let disposable = action(state)
        // The queue is read afresh each turn: what running items schedule joins the back.
        while !CurrentThreadScheduler.queue.isEmpty {
            let item = CurrentThreadScheduler.queue.removeFirst()
            if item.isDisposed { continue }
            item.invoke()
        }
        return disposable
    }
}
