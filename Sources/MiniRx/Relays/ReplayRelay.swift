/// A `ReplaySubject` that can never end: new subscribers receive the buffered elements, then
/// live ones, and elements arrive only through `accept(_:)`.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays at most the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays everything it was given. (RxRelay spells this `createUnbound`,
    /// while `ReplaySubject` spells it `createUnbounded`; both spellings are kept as they are.)
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to every current subscriber.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the buffer, then live elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain observable (the subject behind it).
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
