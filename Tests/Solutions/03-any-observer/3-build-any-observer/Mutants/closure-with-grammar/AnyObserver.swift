// Mutant: AnyObserver(eventHandler:) adds a grammar of its own and drops everything after a stop event (breaks: keeps no grammar)
// Stage 3.3 writes this file. Type erasure: any observer of `Element` behind one type.

/// An observer that forwards every event to the observer (or closure) it was made from. It
/// keeps no grammar of its own: it forwards a second stop event too.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that calls `eventHandler` with each event.
    public init(eventHandler: @escaping EventHandler) {
        var stopped = false
        self.observer = { event in
            if stopped { return }
            stopped = event.isStopEvent
            eventHandler(event)
        }
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
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
