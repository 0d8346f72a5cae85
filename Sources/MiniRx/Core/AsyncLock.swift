/// Runs commands one at a time, in the order they arrive: RxSwift's `AsyncLock`, the gate
/// `concat`, `retry` and `catch` walk their sources through (`TailRecursiveSink`).
///
/// Why: running a command can issue the next one before it returns, as when a synchronous
/// source completes or fails during its own subscribe. Such a command waits its turn instead of
/// running inside the one that issued it. That is what gives RxSwift's order of events, and it
/// keeps the stack flat however long the chain of synchronous sources is.
///
/// RxSwift's takes a spin lock around its state, because a command may arrive from another
/// thread; "lock" is the sense in which it never blocks: a caller that finds it busy leaves its
/// command in the queue and returns. MiniRx has one thread and no lock, only the queue.
///
/// A class, not a struct: a command re-enters the lock while the lock is still running it.
final class AsyncLock<Command>: Disposable {
    private var queue = Queue<Command>()
    private var isExecuting = false
    private var hasFaulted = false

    init() {}

    /// Runs `command` with `perform`, then, oldest first, every command that arrived while it
    /// ran. If a command is already running (this call comes from inside it), `command` only
    /// waits: the call that is running it will run it too, with its own `perform`, so every
    /// caller of one lock passes the same `perform`. Once disposed, does nothing.
    func invoke(_ command: Command, with perform: (Command) -> Void) {
        if hasFaulted { return }
        if isExecuting {
            queue.enqueue(command)
            return
        }
        isExecuting = true
        perform(command)
        // `dispose()` empties the queue, so a command that disposed the lock ends the loop.
        while let next = queue.dequeue() {
            perform(next)
        }
        isExecuting = false
    }

    /// Drops the commands waiting and turns away every command from now on.
    func dispose() {
        hasFaulted = true
        queue.removeAll()
    }
}
