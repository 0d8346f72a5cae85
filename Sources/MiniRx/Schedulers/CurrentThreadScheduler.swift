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

    nonisolated(unsafe) private static var queue: [ScheduledItem] = []
    nonisolated(unsafe) private static var queueHead = 0
    nonisolated(unsafe) private static var isRunning = false

    private init() {}

    /// True when nothing is running on the trampoline: work scheduled now would run at once.
    public static var isScheduleRequired: Bool { !isRunning }

    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if CurrentThreadScheduler.isRunning {
            let item = ScheduledItem { action(state) }
            CurrentThreadScheduler.queue.append(item)
            return item
        }
        CurrentThreadScheduler.isRunning = true
        defer {
            CurrentThreadScheduler.isRunning = false
            CurrentThreadScheduler.queue.removeAll(keepingCapacity: true)
            CurrentThreadScheduler.queueHead = 0
        }
        let disposable = action(state)
        while CurrentThreadScheduler.queueHead < CurrentThreadScheduler.queue.count {
            let item = CurrentThreadScheduler.queue[CurrentThreadScheduler.queueHead]
            CurrentThreadScheduler.queueHead += 1
            item.invoke()
        }
        return disposable
    }
}

/// A piece of work waiting in a queue. Disposing it before it runs means it never runs;
/// disposing it after disposes what the work returned.
final class ScheduledItem: Cancelable {
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        guard let action, !result.isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    func dispose() {
        action = nil
        result.dispose()
    }
}
