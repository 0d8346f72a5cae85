/// A `BehaviorSubject` that can never end: it holds a current `value`, replays it to each new
/// subscriber, and changes only through `accept(_:)`. Because it cannot end, reading `value`
/// cannot fail (unlike `BehaviorSubject.value()`, which throws). It is what RxSwift 6 offers
/// in place of the removed `Variable`.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose value is `value` until the first `accept`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject can neither end nor be disposed from outside, so this cannot throw.
        try! subject.value()
    }

    /// Makes `event` the current value and sends it to every subscriber.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the current value at once, then every change.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain observable (the subject behind it).
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
