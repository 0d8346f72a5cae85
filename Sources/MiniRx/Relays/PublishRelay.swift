/// A `PublishSubject` that can never end: it has `accept(_:)` instead of `on(_:)`, so nobody can
/// send it `completed` or an error. Use it for streams of events that must keep flowing, such
/// as taps. (RxSwift keeps relays in its RxRelay module; MiniRx has one module.)
public final class PublishRelay<Element>: ObservableType {
    private let subject: PublishSubject<Element>

    /// A relay with no subscribers yet.
    public init() {
        subject = PublishSubject()
    }

    /// Sends `event` to every current subscriber.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the live elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain observable (the subject behind it).
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
