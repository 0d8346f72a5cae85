/// Any observer of `Element`, behind one type. It forwards events as they come: it enforces no
/// grammar of its own (the observer it wraps may).
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void
    // The observer itself rather than its `on` method as a closure: no allocation for an
    // observer that is a class (every sink), and `onNext`, `onError` and `onCompleted` reach it
    // without building events (see `ObserverType`).
    private let observer: any ObserverType<Element>

    /// An observer made of a closure.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = EventHandlerObserver(handler: eventHandler)
    }

    /// Wraps any observer of the same element type.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer
    }

    public func on(_ event: Event<Element>) {
        observer.on(event)
    }

    public func onNext(_ element: Element) {
        observer.onNext(element)
    }

    public func onError(_ error: Swift.Error) {
        observer.onError(error)
    }

    public func onCompleted() {
        observer.onCompleted()
    }

    public func asObserver() -> AnyObserver<Element> { self }
}

/// A closure as an observer: what `AnyObserver(eventHandler:)` holds.
private struct EventHandlerObserver<Element>: ObserverType {
    let handler: (Event<Element>) -> Void

    func on(_ event: Event<Element>) {
        handler(event)
    }
}

extension ObserverType {
    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms each element with `transform` before passing it here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
        -> AnyObserver<Result>
    {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
