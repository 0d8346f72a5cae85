// Stage 6.5 writes this file. A BehaviorSubject that cannot end (RxRelay/BehaviorRelay.swift).

/// A `BehaviorSubject` with `accept(_:)` in place of `on(_:)`: it always has a current `value`,
/// gives it to each new subscriber, and never ends. RxSwift 6's replacement for `Variable`.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// The current value. It cannot throw: nobody outside can end or dispose the subject.
    public var value: Element {
        // The subject is the one place the value lives, so it is up to date even while the
        // subject is still delivering it.
        try! subject.value()
    }

    /// A relay whose value is `value` until the first `accept`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
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

    /// The relay as an `Observable`: the subject behind it.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
