/// A type that can be seen as a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// This property as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A trait for a control's value, both ways: a sequence of the values (subscribe to it) and an
/// observer that sets the value (bind to it). `textField.rx.text` is one.
///
/// As a sequence, it promises, as RxCocoa's does:
/// - on subscription it sends the control's current value at once (a late subscriber is not
///   left waiting), then each value *the user* makes; a value set from code is not reported.
///   RxCocoa's documentation calls this "`shareReplay(1)` behavior", but nothing is stored:
///   `rx.controlProperty` reads the control again for each subscriber;
/// - it completes when its control is deallocated;
/// - it never fails, and delivers on the main scheduler (subscribed on it by `init`).
///
/// As an observer, each element goes to `valueSink` (a `Binder`, which sets the control on the
/// main scheduler); an error is a programming error (a control cannot show it) and is reported
/// by `bindingError`; completion goes to `valueSink`, and a `Binder` ignores it.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A property whose values are `values` (which must keep the promises above) and which
    /// sets values through `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// Only the user's changes: every value except the current one sent on subscription.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<Element> {
        values
    }

    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets a `next` element on the control; reports an error as a `bindingError` (it never
    /// reaches the control); passes completion on, which the binder ignores.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            bindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as `""`: `field.rx.text.orEmpty` is a `ControlProperty<String>`.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

extension ControlProperty {
    /// This property's values as a `Driver`, with `ControlEvent.asDriver()`'s rule for an
    /// error that cannot happen.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in Driver.empty() })
    }
}
