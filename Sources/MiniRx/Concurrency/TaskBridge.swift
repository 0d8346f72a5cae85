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
///   as MiniRx work on the waiting thread. The bridges that subscribe from a task (`value`,
///   `values`) and those that dispose from another thread (cancellation) take it too.
/// - Code that awaits MiniRx (`value`, a `values` loop) is resumed only once the MiniRx work that
///   answered it has let go of the lock (`resumeAfterMiniRxWork`). Resumed at once, it could run
///   on its own thread while the delivering task was still inside MiniRx, disposing what the
///   answer ended.
/// - The count of running tasks tells `toBlocking()` whether waiting can still bring an event:
///   with nothing on the main loop and no task running, a sequence that has not ended never will.
///
/// A program that keeps running MiniRx code of its own while a task delivers (without
/// `toBlocking()` or `await`) has two threads inside a single-threaded library: that is a data
/// race, as it would be with any other single-threaded code, and a debug build stops it
/// (`SynchronizationTracker`).
package enum TaskBridge {
    // The lock: reentrant, because MiniRx work run under it may reach a bridge that takes it
    // again (reading `values` in an observer that `toBlocking()` drives).
    private static let lock = NSRecursiveLock()
    // How many times the thread holding `lock` has taken it. Guarded by `lock`.
    nonisolated(unsafe) private static var holdCount = 0
    // Awaiting code that MiniRx work under the lock has answered, to resume when the lock is let
    // go of. Guarded by `lock`.
    nonisolated(unsafe) private static var pendingResumptions: [() -> Void] = []
    // Where a waiting `toBlocking()` sleeps. It guards the two counters below, never MiniRx
    // work, so it can be taken with or without `lock` held (always after it, never before).
    private static let condition = NSCondition()
    nonisolated(unsafe) private static var runningCount = 0
    // Goes up whenever a task has delivered an event or finished: a waiter that saw one value
    // sleeps until it changes, so no wake-up between its check and its sleep is lost.
    nonisolated(unsafe) private static var changes = 0

    /// How many tasks started by MiniRx's bridges are still running.
    package static var runningTasks: Int {
        condition.lock()
        defer { condition.unlock() }
        return runningCount
    }

    /// Runs `body` holding the lock tasks deliver under: no task's event reaches MiniRx while it
    /// runs, except while it waits in `waitForTasks(until:)`. Reentrant.
    package static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        holdCount += 1
        defer {
            holdCount -= 1
            let resumptions = holdCount == 0 ? takePendingResumptions() : []
            lock.unlock()
            for resume in resumptions { resume() }
        }
        return try body()
    }

    /// Runs `resume`, which wakes code awaiting MiniRx, once this thread's MiniRx work is done:
    /// when it holds the lock, after its outermost `withLock` (or a wait for tasks) lets go of
    /// it; otherwise at once.
    static func resumeAfterMiniRxWork(_ resume: @escaping () -> Void) {
        // `try` takes the lock at once when this thread holds it already (it is recursive) or no
        // thread does; then `holdCount` says which. Held by another thread: this code runs
        // outside the lock, so nothing is there to wait for.
        guard lock.try() else {
            resume()
            return
        }
        if holdCount > 0 {
            pendingResumptions.append(resume)
            lock.unlock()
        } else {
            lock.unlock()
            resume()
        }
    }

    /// Empties the list of resumptions. Call it holding the lock.
    private static func takePendingResumptions() -> [() -> Void] {
        defer { pendingResumptions = [] }
        return pendingResumptions
    }

    /// Called inside `withLock`: lets go of the lock entirely, sleeps until a task has delivered
    /// an event or finished (true) or until `deadline` (false), then takes the lock back as many
    /// times as it was held. Returns true at once when no task is running.
    package static func waitForTasks(until deadline: Date?) -> Bool {
        condition.lock()
        if runningCount == 0 {
            condition.unlock()
            return true
        }
        let seen = changes
        let held = holdCount
        holdCount = 0
        let resumptions = takePendingResumptions()
        // This thread may be inside MiniRx (`toBlocking()` in an observer): while it sleeps, the
        // task's thread enters in its place.
        let changed = SynchronizationTracker.stepOut {
            for _ in 0..<held { lock.unlock() }
            // Awaiting code answered by the loop may be what a running task needs to finish.
            for resume in resumptions { resume() }
            var inTime = true
            while changes == seen && inTime {
                if let deadline {
                    inTime = condition.wait(until: deadline)
                } else {
                    condition.wait()
                }
            }
            let changed = changes != seen
            condition.unlock()
            for _ in 0..<held { lock.lock() }
            return changed
        }
        holdCount = held
        return changed
    }

    /// Counts a task a bridge is about to start. Call it before creating the task, so that a
    /// waiting `toBlocking()` never sees "nothing running" while the task is on its way.
    static func taskStarted() {
        condition.lock()
        runningCount += 1
        condition.unlock()
    }

    /// Runs `delivery` (a task handing an event to MiniRx) under the lock, then wakes a waiting
    /// `toBlocking()` to look at what changed.
    static func deliver(_ delivery: () -> Void) {
        withLock(delivery)
        noteChange()
    }

    /// Counts a task as finished: the last thing a bridge's task does.
    static func taskFinished() {
        condition.lock()
        runningCount -= 1
        condition.unlock()
        noteChange()
    }

    private static func noteChange() {
        condition.lock()
        changes += 1
        condition.broadcast()
        condition.unlock()
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
