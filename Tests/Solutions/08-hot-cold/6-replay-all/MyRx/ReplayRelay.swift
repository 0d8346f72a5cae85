// Stage 8.6 writes this file. A ReplaySubject that cannot end (RxRelay/ReplayRelay.swift).

/// A `ReplaySubject` with `accept(_:)` in place of `on(_:)`: nobody can send it `completed` or
/// an error, so a new subscriber always gets the elements it kept, then what comes next.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    // Only the two factories make one, each with its kind of subject.
    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the last `bufferSize` elements it accepted.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it accepted. RxRelay spells it `createUnbound`, where
    /// `ReplaySubject` says `createUnbounded`.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Keeps `event` and sends it to every current subscriber.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it gets the elements the relay kept, then those accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`: the subject behind it.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
