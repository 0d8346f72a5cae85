// Stage 6.5 writes this file. A PublishSubject that cannot end (RxRelay/PublishRelay.swift).

/// A `PublishSubject` with `accept(_:)` in place of `on(_:)`: nobody can send it `completed` or
/// an error, so its subscribers never stop hearing from it.
public final class PublishRelay<Element>: ObservableType {
    private let subject: PublishSubject<Element>

    /// A relay with no subscribers yet.
    public init() {
        subject = PublishSubject()
    }

    /// Sends `event` to every current subscriber.
    public func accept(_ event: Element) {
        // TODO(6.5)
    }

    /// Subscribes `observer` to the elements accepted from now on.
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
