import Foundation

/// The Swift tasks MiniRx's concurrency bridges have started — `Single.create` from async work
/// and `AsyncSequence.asObservable()` — and the one lock under which they hand events to MiniRx.
///
/// Everything else in MiniRx runs on the program's thread, one step at a time. A Swift task runs
/// on a thread of the concurrency runtime's pool, at a time the runtime chooses, so its events
/// reach MiniRx from outside. Two things keep that orderly:
///
/// - A task delivers while holding this lock, and lets go of every MiniRx object it held before
///   it lets go of the lock. MiniRxBlocking's `toBlocking()` holds the lock while it turns the
///   main loop and releases it only while it waits, so a task's event never runs at the same time
///   as MiniRx work on the waiting thread.
/// - The count of running tasks tells `toBlocking()` whether waiting can still bring an event:
///   with nothing on the main loop and no task running, a sequence that has not ended never will.
///
/// A program that keeps running MiniRx code of its own while a task delivers (without
/// `toBlocking()` or `await`) has two threads inside a single-threaded library: that is a data
/// race, as it would be with any other single-threaded code.
public enum TaskBridge {
    // The lock tasks deliver under, and the condition a waiting `toBlocking()` sleeps on.
    private static let condition = NSCondition()
    // Counted under a lock of its own: a task may be started from code that holds `condition`
    // (MiniRx work that `toBlocking()` is running), and `NSCondition` is not reentrant.
    private static let countLock = NSLock()
    nonisolated(unsafe) private static var runningCount = 0
    // How deep `excludingTasks` calls are nested. Only the program's thread calls it, and it is
    // touched only by that thread.
    nonisolated(unsafe) private static var exclusionDepth = 0

    /// How many tasks started by MiniRx's bridges are still running.
    public static var runningTasks: Int {
        countLock.lock()
        defer { countLock.unlock() }
        return runningCount
    }

    /// Runs `body` holding the lock tasks deliver under: no task's event reaches MiniRx while
    /// `body` runs, except while it waits in `waitForTasks(until:)`. Nested calls share the lock.
    public static func excludingTasks<Result>(_ body: () throws -> Result) rethrows -> Result {
        if exclusionDepth == 0 { condition.lock() }
        exclusionDepth += 1
        defer {
            exclusionDepth -= 1
            if exclusionDepth == 0 { condition.unlock() }
        }
        return try body()
    }

    /// Inside `excludingTasks`: lets tasks deliver, and returns after one has delivered an event
    /// or finished (true), or at `deadline` (false), whichever comes first.
    public static func waitForTasks(until deadline: Date?) -> Bool {
        precondition(exclusionDepth > 0, "TaskBridge.waitForTasks: call it inside excludingTasks.")
        guard let deadline else {
            condition.wait()
            return true
        }
        return condition.wait(until: deadline)
    }

    /// Counts a task a bridge is about to start. Call it before creating the task, so that a
    /// waiting `toBlocking()` never sees "nothing running" while the task is on its way.
    static func taskStarted() {
        countLock.lock()
        runningCount += 1
        countLock.unlock()
    }

    /// Runs `delivery` (a task handing an event to MiniRx) under the lock, then wakes a waiting
    /// `toBlocking()` to look at what changed.
    static func deliver(_ delivery: () -> Void) {
        condition.lock()
        defer { condition.unlock() }
        delivery()
        condition.broadcast()
    }

    /// Counts a task as finished: the last thing a bridge's task does.
    static func taskFinished() {
        condition.lock()
        defer { condition.unlock() }
        countLock.lock()
        runningCount -= 1
        countLock.unlock()
        condition.broadcast()
    }
}

/// What a bridge's task delivers to: the observer, until the subscription is disposed.
/// Disposing (on whichever thread does it) lets go of the observer, so the task can no longer
/// reach — or be the last to release — a MiniRx object.
final class TaskDelivery<Observer>: @unchecked Sendable {
    // Guarded by `lock`: the task reads it, the disposing thread clears it.
    private var observer: Observer?
    private let lock = NSLock()

    init(_ observer: Observer) {
        self.observer = observer
    }

    /// The observer, still held (for an element that more may follow).
    var current: Observer? {
        lock.lock()
        defer { lock.unlock() }
        return observer
    }

    /// The observer, let go of (for the last event).
    func take() -> Observer? {
        lock.lock()
        defer { lock.unlock() }
        let taken = observer
        observer = nil
        return taken
    }

    /// Forgets the observer: the subscription was disposed.
    func cancel() {
        _ = take()
    }
}
