// Stage 6.5 writes this file. A BehaviorSubject that cannot end (RxRelay/BehaviorRelay.swift).

/// A `BehaviorSubject` with `accept(_:)` in place of `on(_:)`: it always has a current `value`,
/// gives it to each new subscriber, and never ends. RxSwift 6's replacement for `Variable`.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>
    // TODO(6.5): the starter's stand-in for the value; the subject should hold it.
    private let initialValue: Element

    /// The current value. It cannot throw: nobody outside can end or dispose the subject.
    public var value: Element {
        // TODO(6.5)
        initialValue
    }

    /// A relay whose value is `value` until the first `accept`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        initialValue = value
    }

    /// Makes `event` the current value and sends it to every subscriber.
    public func accept(_ event: Element) {
        // TODO(6.5)
    }

    /// Subscribes `observer`: it receives the current value at once, then every change.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(6.5)
        Disposables.create()
    }

    /// The relay as an `Observable`: the subject behind it.
    public func asObservable() -> Observable<Element> {
        // TODO(6.5)
        Observable.create { _ in Disposables.create() }
    }
}
