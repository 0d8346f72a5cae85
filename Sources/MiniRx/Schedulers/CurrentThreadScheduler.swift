/// The trampoline. The first piece of work scheduled on it runs at once; work scheduled while
/// that is running waits in a queue and runs, in order, when the current work returns.
///
/// `Producer.subscribe` uses it, and so do synchronous sources such as `of` and `range`. That is
/// why, inside `flatMap`, several `of(…)` sources take turns element by element instead of one
/// running to completion inside another: each step waits for the step before it to return.
///
/// MiniRx has one thread, so there is one queue (RxSwift keeps one per thread).
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler.
    nonisolated(unsafe) public static let instance = CurrentThreadScheduler()

    // Single-threaded by design: plain statics, no lock. (RxSwift keeps them per thread.)
    nonisolated(unsafe) private static var queue = Queue<ScheduledItem>()
    nonisolated(unsafe) private static var isRunning = false

    private init() {}

    /// True when nothing is running on the trampoline: work scheduled now would run at once.
    public static var isScheduleRequired: Bool { !isRunning }

    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if CurrentThreadScheduler.isRunning {
            // Work is running: this waits at the back of the queue.
            let item = ScheduledItem { action(state) }
            CurrentThreadScheduler.queue.enqueue(item)
            return item
        }
        return CurrentThreadScheduler.runTrampoline { action(state) }
    }

    /// Runs `first` as the trampoline's first piece of work, then everything queued meanwhile,
    /// in order, until the queue is empty. Only when the trampoline is not running.
    static func runTrampoline(_ first: () -> Disposable) -> Disposable {
        SynchronizationTracker.register(instance); defer { SynchronizationTracker.unregister() }
        precondition(!isRunning, "CurrentThreadScheduler: the trampoline is already running.")
        isRunning = true
        defer { isRunning = false }
        let disposable = first()
        // Work may queue more work while it runs: that joins the back and runs in this loop.
        // An item disposed while it waited does nothing when its turn comes.
        while let item = queue.dequeue() {
            item.invoke()
        }
        return disposable
    }
}

/// A piece of work waiting in a queue. Disposing it before it runs means it never runs;
/// disposing it after (or while it runs) disposes what the work returned.
final class ScheduledItem: Cancelable {
    private enum State {
        case waiting(() -> Disposable)
        case running
        case ran(Disposable)
        case disposed
    }

    private var state: State

    init(_ action: @escaping () -> Disposable) {
        state = .waiting(action)
    }

    var isDisposed: Bool {
        if case .disposed = state { return true }
        return false
    }

    func invoke() {
        guard case .waiting(let action) = state else { return }
        state = .running
        let result = action()
        if case .disposed = state {
            // Disposed while it ran: what it returned is disposed at once.
            result.dispose()
        } else {
            state = .ran(result)
        }
    }

    func dispose() {
        let previous = state
        state = .disposed
        if case .ran(let result) = previous { result.dispose() }
    }
}
