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
        // TODO(2.4): RxSwift's text for each case.
        ""
    }
}

extension Event {
    /// True for `error` and `completed`, the events that end a sequence.
    public var isStopEvent: Bool {
        // TODO(2.4)
        false
    }

    /// The element of a `next`, nil for a stop event.
    public var element: Element? {
        // TODO(2.4)
        nil
    }

    /// The error of an `error`, nil otherwise.
    public var error: Swift.Error? {
        // TODO(2.4)
        nil
    }

    /// True for `completed` only.
    public var isCompleted: Bool {
        // TODO(2.4)
        false
    }

    /// The same event with its element transformed; a transform that throws gives `error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        // TODO(2.4): transform a `next`, keep a stop event as it is.
        .completed
    }
}
