/// Any observer of `Element`, behind one type. It forwards events as they come: it enforces no
/// grammar of its own (the observer it wraps may).
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void
    private let observer: EventHandler
    // The wrapped observer's `onNext`, so elements need not be wrapped in events on the way
    // (see `ObserverType.onNext`); nil for a closure, which takes events only.
    private let elementHandler: ((Element) -> Void)?

    /// An observer made of a closure.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
        self.elementHandler = nil
    }

    /// Wraps any observer of the same element type.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
        self.elementHandler = observer.onNext
    }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    public func onNext(_ element: Element) {
        if let elementHandler {
            elementHandler(element)
        } else {
            observer(.next(element))
        }
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
