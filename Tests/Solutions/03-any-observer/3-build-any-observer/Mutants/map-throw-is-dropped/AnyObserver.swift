// Mutant: mapObserver skips an element whose transform throws instead of forwarding the error (breaks: forwards error when the transform throws)
// Stage 3.3 writes this file. Type erasure: any observer of `Element` behind one type.

/// An observer that forwards every event to the observer (or closure) it was made from. It
/// keeps no grammar of its own: it forwards a second stop event too.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that calls `eventHandler` with each event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer that forwards each event to `observer`, and keeps it alive.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event`.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// This observer behind an `AnyObserver`.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer of `Result` that transforms each element and forwards it here; a transform
    /// that throws forwards `error`.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
        -> AnyObserver<Result>
    {
        AnyObserver { event in
            if case .next(let element) = event {
                if let result = try? transform(element) { self.onNext(result) }
            } else {
                self.on(event.map(transform))
            }
        }
    }
}
