// Exercise 9.4: build the trampoline, CurrentThreadScheduler. Edit this file only.
import MiniRx

/// Your `CurrentThreadScheduler`. Work scheduled while nothing runs on it runs at once; work
/// scheduled while work is running waits in a queue and runs, in order, when the running work
/// has returned; the outermost `schedule` returns when the queue is empty.
final class Trampoline: ImmediateSchedulerType {
    /// The trampoline. There is one thread, so there is one (RxSwift keeps one per thread).
    nonisolated(unsafe) static let instance = Trampoline()

    // TODO: the state: is work running, and the queue of `ScheduledItem`s waiting. Static,
    // like `instance`, and `nonisolated(unsafe)` for the same reason: one thread.

    private init() {}

    /// True when nothing is running on the trampoline: work scheduled now would run at once.
    static var isScheduleRequired: Bool {
        // TODO
        true
    }

    /// Runs `action` at once when nothing is running, returning what it returned; otherwise
    /// puts it at the back of the queue and returns the queued item, whose `dispose` cancels it.
    func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // TODO
        Disposables.create()
    }
}

/// A piece of work waiting in the trampoline's queue. Disposed before its turn, it never runs;
/// disposed after it ran (or while it runs), it disposes what the work returned.
final class ScheduledItem: Cancelable {
    init(_ work: @escaping () -> Disposable) {
        // TODO
    }

    var isDisposed: Bool {
        // TODO
        false
    }

    /// The trampoline reached this item: run the work, unless the item was disposed.
    func invoke() {
        // TODO
    }

    func dispose() {
        // TODO
    }
}
