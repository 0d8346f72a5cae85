// Stage 14.4 writes this file. `ControlEvent`: the trait for what a control reports, such as a
// button's taps.

/// A type that can be seen as a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// This sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// What a control reports. It promises, as RxCocoa's does: nothing is sent on subscription; it
/// completes when its control is deallocated; it never fails; it delivers on the main thread.
/// Those are the promises of whoever builds one, such as `rx.controlEvent(_:)`: the struct only
/// wraps the sequence.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// A control event around `events`, which must keep the promises above.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        // TODO(14.4): keep `events`.
        self.events = Observable.never()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        events
    }

    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
