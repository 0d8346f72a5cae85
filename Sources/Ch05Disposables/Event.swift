/// One thing a sequence can say: an element, an error, or that it has finished.
///
/// Every observer may rely on the grammar `next* (error | completed)?`: any number of elements,
/// then at most one stop event, then silence. `ObserverBase` is what enforces it.
@frozen public enum Event<Element> {
    /// An element was produced.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(boom)`, `completed`: the exact text RxSwift prints.
    ///
    /// `print(event)` uses this too: an enum that is only `CustomDebugStringConvertible` prints
    /// its `debugDescription`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// True for `error` and `completed`: the events that end a sequence.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, else nil.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, else nil.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// True only for `completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}
