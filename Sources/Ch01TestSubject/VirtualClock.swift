/// A clock that moves only when the program says so.
///
/// The story's network request "answers later". With a real timer the answer would arrive at an
/// unpredictable moment on another queue; here it arrives exactly when the program advances the
/// clock past its due time, so every run prints the same lines in the same order.
public final class VirtualClock {
    /// Whole seconds since the clock was made.
    public private(set) var now = 0

    /// Work waiting for its time, in the order it was scheduled.
    private var pending: [(dueTime: Int, order: Int, action: () -> Void)] = []
    /// Breaks ties: two actions due at the same second run in the order they were scheduled.
    private var nextOrder = 0

    public init() {}

    /// Runs `action` once, `seconds` from now (0 means at the next `advance`, never immediately).
    public func schedule(after seconds: Int, _ action: @escaping () -> Void) {
        precondition(seconds >= 0, "VirtualClock.schedule: a delay cannot be negative")
        pending.append((dueTime: now + seconds, order: nextOrder, action: action))
        nextOrder += 1
    }

    /// Moves time forward by `seconds`, running every action that falls due on the way, at its
    /// own time and in due-time order. Actions scheduled while advancing run too if they fall due.
    public func advance(by seconds: Int) {
        precondition(seconds >= 0, "VirtualClock.advance: time cannot go backwards")
        let target = now + seconds
        while let next = nextDue(atOrBefore: target) {
            let item = pending.remove(at: next)
            now = item.dueTime
            item.action()
        }
        now = target
    }

    /// How many actions are still waiting.
    public var pendingCount: Int { pending.count }

    /// The index of the earliest action due by `time`, the first scheduled among equals.
    private func nextDue(atOrBefore time: Int) -> Int? {
        pending.indices
            .filter { pending[$0].dueTime <= time }
            .min { (pending[$0].dueTime, pending[$0].order) < (pending[$1].dueTime, pending[$1].order) }
    }
}
