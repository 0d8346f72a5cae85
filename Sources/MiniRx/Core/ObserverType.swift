/// Anything that can receive events. Its whole contract is one method, `on(_:)`.
public protocol ObserverType<Element> {
    /// The type of the elements this observer accepts.
    associatedtype Element

    /// Delivers one event.
    func on(_ event: Event<Element>)
}

// Conveniences: each wraps its argument in an `Event` and calls `on(_:)`, so an observer has a
// single entry point whichever spelling the caller prefers.
extension ObserverType {
    /// Sends `.next(element)`.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed`.
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)`.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
