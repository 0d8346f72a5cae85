// Mutant: map turns a transform that throws into completed (breaks: a transform that throws gives error)
// Stage 2.4 writes this file. An event of a sequence: an element, or one of the two ways it ends.

/// What an observable sends its observers: any number of `next`, then at most one `error` or
/// `completed`, after which nothing more.
@frozen public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence ended with an error.
    case error(Swift.Error)
    /// The sequence ended normally.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(offline)`, `completed`: what RxSwift prints for an event.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// True for `error` and `completed`, the events that end a sequence.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next`, nil for a stop event.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error`, nil otherwise.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// True for `completed` only.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// The same event with its element transformed; a transform that throws gives `error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element):
                guard let result = try? transform(element) else { return .completed }
                return .next(result)
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch let error {
            return .error(error)
        }
    }
}
