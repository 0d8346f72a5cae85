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

    /// A control event around `events`, which must keep the promises above. (RxCocoa adds
    /// `subscribe(on: ConcurrentMainScheduler.instance)`, which on the main thread subscribes at
    /// once; a control lives on the main thread, and so does everything here, so nothing is
    /// added.)
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.asObservable()
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
