// Exercise 9.4, a reference solution.
import MiniRx

/// Your `CurrentThreadScheduler`. Work scheduled while nothing runs on it runs at once; work
/// scheduled while work is running waits in a queue and runs, in order, when the running work
/// has returned; the outermost `schedule` returns when the queue is empty.
final class Trampoline: ImmediateSchedulerType {
    /// The trampoline. There is one thread, so there is one (RxSwift keeps one per thread).
    nonisolated(unsafe) static let instance = Trampoline()

    // One thread: plain statics, no lock.
    nonisolated(unsafe) private static var isRunning = false
    nonisolated(unsafe) private static var queue: [ScheduledItem] = []

    private init() {}

    /// True when nothing is running on the trampoline: work scheduled now would run at once.
    static var isScheduleRequired: Bool {
        !isRunning
    }

    /// Runs `action` at once when nothing is running, returning what it returned; otherwise
    /// puts it at the back of the queue and returns the queued item, whose `dispose` cancels it.
    func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if Trampoline.isRunning {
            let item = ScheduledItem { action(state) }
            Trampoline.queue.append(item)
            return item
        }
        Trampoline.isRunning = true
        // Idle again only when the queue is empty, whatever ran last.
        defer { Trampoline.isRunning = false }
        let disposable = action(state)
        // Items run one at a time from the front; what they schedule joins the back, and this
        // loop reaches it too.
        while !Trampoline.queue.isEmpty {
            let item = Trampoline.queue.removeFirst()
            item.invoke()
        }
        return disposable
    }
}

/// A piece of work waiting in the trampoline's queue. Disposed before its turn, it never runs;
/// disposed after it ran (or while it runs), it disposes what the work returned.
final class ScheduledItem: Cancelable {
    private var work: (() -> Disposable)?
    // Holds what the work returns; disposed first, it disposes that as soon as it is set.
    private let result = SingleAssignmentDisposable()

    init(_ work: @escaping () -> Disposable) {
        self.work = work
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    /// The trampoline reached this item: run the work, unless the item was disposed.
    func invoke() {
        guard let work, !isDisposed else { return }
        self.work = nil
        result.setDisposable(work())
    }

    func dispose() {
        work = nil
        result.dispose()
    }
}
