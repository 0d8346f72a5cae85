/// Runs commands one at a time, in the order they arrive (RxSwift's `AsyncLock`, which
/// `concat`, `retry` and `catch` use as their gate).
///
/// Why: running a command can issue the next one before it returns, as when a synchronous
/// source completes or fails during its own subscribe. Such a command waits its turn instead of
/// running inside the one that issued it. That is what gives RxSwift's order of events, and it
/// keeps the stack flat however long the chain of synchronous sources is.
///
/// A class, not a struct: a command re-enters the gate while the gate is still running it.
final class SerialCommandGate<Command> {
    private var isRunning = false
    private var isClosed = false
    private var waiting = Queue<Command>()

    init() {}

    /// Runs `command` with `perform`, then, oldest first, every command that arrived while it
    /// ran. If a command is already running (this call comes from inside it), `command` only
    /// waits: the call that is running it will run it too, with its own `perform`, so every
    /// caller of one gate passes the same `perform`. Once the gate is closed, does nothing.
    func run(_ command: Command, with perform: (Command) -> Void) {
        if isClosed { return }
        if isRunning {
            waiting.enqueue(command)
            return
        }
        isRunning = true
        perform(command)
        // `close()` empties the queue, so a command that closed the gate ends the loop.
        while let next = waiting.dequeue() {
            perform(next)
        }
        isRunning = false
    }

    /// Drops the commands waiting and turns away every command from now on.
    func close() {
        isClosed = true
        waiting.removeAll()
    }
}
