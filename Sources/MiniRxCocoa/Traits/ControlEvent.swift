/// A type that can be seen as a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// This sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A trait for what a control reports: a button's taps, a field's "editing ended".
///
/// What it promises, as RxCocoa's does:
/// - it sends nothing on subscription (a tap that happened before you subscribed is gone);
/// - it completes when its control is deallocated;
/// - it never fails;
/// - it delivers on the main scheduler (a control reports on the main thread), and it is
///   subscribed on it: `init` adds `subscribe(on: ConcurrentMainScheduler.instance)`.
///
/// Only the last is enforced here; the rest is the promise of whoever builds one, such as
/// `rx.controlEvent(_:)`. Wrap a sequence that does not keep it, and the type lies.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// A control event around `events`, which must keep the promises above.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
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

    /// This control event as an `Infallible` (it cannot fail; should it, it just completes).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ControlEvent {
    /// This control event as a `Driver`. It cannot fail; RxCocoa stops a debug build if it
    /// somehow does, and a release build ends the driver. MiniRx follows the release build.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in Driver.empty() })
    }

    /// This control event as a `Signal`, with the same rule for an impossible error.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { _ in Signal.empty() })
    }
}
