// Stage 2.4 writes this file. What receives events: one method, `on`, and three spellings of it.

/// Anything that receives a sequence's events.
public protocol ObserverType<Element> {
    /// The type of the elements it receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)` through `on`.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed` through `on`.
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)` through `on`.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
