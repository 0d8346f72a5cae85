// Given in stage 7.11: nothing to write. RxSwift keeps this protocol in Event.swift; it sits
// beside it here so that Event.swift stays stage 2.4's. `dematerialize` takes any observable of
// events through it.

/// Anything that holds an event: `Event` itself.
public protocol EventConvertible {
    /// The type of the event's element.
    associatedtype Element

    /// The event it holds.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
