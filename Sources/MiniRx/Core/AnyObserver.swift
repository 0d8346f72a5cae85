/// Any observer of `Element`, or a closure, behind one type. It forwards events as they come and
/// enforces no grammar of its own: whatever it wraps decides what to do after a stop event.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives every event.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer whose `on(event)` calls `eventHandler(event)`.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer whose `on(event)` calls `observer.on(event)`; it keeps `observer` alive.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Sends `event` to the wrapped closure or observer.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Already erased: returns itself rather than wrapping itself again.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// This observer with its concrete type erased.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms each element with `transform` before passing it here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
        -> AnyObserver<Result>
    {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
