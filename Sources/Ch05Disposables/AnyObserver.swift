/// A type-erased observer: any observer of `Element`, or a closure, behind one concrete type.
///
/// Different observer types cannot share an array (`[ObserverType]` is not a type, because of
/// the associated `Element`). Wrapped as `AnyObserver<Element>`, they can.
///
/// It forwards and nothing more: it has no state, so it does not enforce the grammar. Whatever
/// it wraps decides what to do with an event after a stop event.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives every event.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer whose `on(event)` calls `eventHandler(event)`.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer whose `on(event)` calls `observer.on(event)`.
    ///
    /// `observer.on` is a method used as a closure: it keeps `observer` alive (a class is
    /// retained, a struct is copied) for as long as this `AnyObserver` lives.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Sends `event` to the wrapped closure or observer.
    public func on(_ event: Event<Element>) {
        Trace.nest("AnyObserver.on(\(event))") {
            observer(event)
        }
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
}
