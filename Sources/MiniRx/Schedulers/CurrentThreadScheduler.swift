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
    // The work, until it starts; nil from then on, and once disposed.
    private var action: (() -> Disposable)?
    // What the work returned, kept until the item is disposed.
    private var result: Disposable?
    private(set) var isDisposed = false

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    func invoke() {
        guard !isDisposed, let action = action.take() else { return }
        let result = action()
        if isDisposed {
            // Disposed while it ran: what it returned is disposed at once.
            result.dispose()
        } else {
            self.result = result
        }
    }

    func dispose() {
        if isDisposed { return }
        isDisposed = true
        action = nil
        result.take()?.dispose()
    }
}
