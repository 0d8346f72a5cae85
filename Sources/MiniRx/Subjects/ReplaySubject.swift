/// A subject that remembers the last elements it was sent (up to a buffer size, or all of them)
/// and replays them to each new subscriber, followed by the stop event if there was one. Then
/// the subscriber receives live events like a `PublishSubject` subscriber.
///
/// Make one with `ReplaySubject.create(bufferSize:)` or `ReplaySubject.createUnbounded()`.
/// (RxSwift picks one of three private subclasses there: one element, many, unbounded. MiniRx
/// keeps one class with a limit, which behaves the same.)
public final class ReplaySubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Disposable, SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = ReplaySubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    // nil: keep everything.
    private let bufferLimit: Int?
    private var buffer: [Element] = []

    private var isDisposed = false
    private var stoppedEvent: Event<Element>?
    private var observers = Observers()

    /// True while at least one observer is subscribed. Stop events unsubscribe everyone.
    public var hasObservers: Bool { observers.count > 0 }

    private init(bufferLimit: Int?) {
        self.bufferLimit = bufferLimit
        super.init()
    }

    /// A subject that replays at most the last `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        // RxSwift loops forever trimming a buffer to a negative size; MiniRx says so instead.
        precondition(bufferSize >= 0, "ReplaySubject.create: bufferSize must not be negative.")
        return ReplaySubject(bufferLimit: bufferSize)
    }

    /// A subject that replays every element it was ever sent. Use it only where the number of
    /// elements is known to stay reasonable: the buffer is never trimmed.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferLimit: nil)
    }

    /// Buffers a `next` element, then sends the event to every current observer. Everything
    /// after a stop event (or `dispose()`) is ignored.
    public func on(_ event: Event<Element>) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        dispatch(observersFor(event), event)
    }

    private func observersFor(_ event: Event<Element>) -> Observers {
        if isDisposed || stoppedEvent != nil { return Observers() }
        switch event {
        case .next(let element):
            buffer.append(element)
            trim()
            return observers
        case .error, .completed:
            stoppedEvent = event
            let everyone = observers
            observers.removeAll()
            return everyone
        }
    }

    private func trim() {
        guard let bufferLimit, buffer.count > bufferLimit else { return }
        buffer.removeFirst(buffer.count - bufferLimit)
    }

    /// Replays the buffer to `observer`; then either sends the stop event (and keeps no
    /// subscription) or adds the observer for live events. After `dispose()`, the observer
    /// receives `RxError.disposed`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if isDisposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        // The replay iterates a copy: elements sent while replaying are not part of it, and the
        // observer, not yet added, does not receive them either.
        for element in buffer {
            observer.on(.next(element))
        }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        if isDisposed { return }
        observers.removeKey(disposeKey)
    }

    /// The subject itself: it is its own observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every observer (without telling them) and empties the buffer. Later events are
    /// ignored; later subscribers receive `RxError.disposed`.
    public func dispose() {
        isDisposed = true
        observers.removeAll()
        buffer = []
    }
}
