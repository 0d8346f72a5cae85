/// One thing a sequence can say: an element, an error, or that it has finished.
///
/// The grammar every observer may rely on is `next* (error | completed)?`: after an error or
/// `completed`, nothing more arrives.
@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(boom)`, `completed`: the exact text RxSwift prints.
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

    /// Transforms the element of a `next` event; a throwing transform gives an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch let error {
            return .error(error)
        }
    }
}

/// Something that can be turned into an `Event`, so operators such as `dematerialize` can accept
/// "a sequence of events" generically.
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}
