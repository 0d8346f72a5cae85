/// Any observer of `Element`, behind one type. It forwards events as they come: it enforces no
/// grammar of its own (the observer it wraps may).
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void
    private let observer: EventHandler

    /// An observer made of a closure.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Wraps any observer of the same element type.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    public func asObserver() -> AnyObserver<Element> { self }
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
