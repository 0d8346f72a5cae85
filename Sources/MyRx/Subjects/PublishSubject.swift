// Stage 6.4 writes this file. A subject that passes each event to the observers subscribed when
// it arrives, and remembers nothing but its stop event.

/// Sends each event to its current observers; after the first stop event it sends that event to
/// whoever subscribes, and nothing else.
public final class PublishSubject<Element>:
    Observable<Element>, SubjectType, Cancelable, ObserverType, SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = PublishSubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private var disposed = false
    private var observers = Observers()
    private var stopped = false
    private var stoppedEvent: Event<Element>?

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool {
        // TODO(6.4)
        false
    }

    /// True once `dispose()` was called.
    public var isDisposed: Bool { disposed }

    public override init() {
        super.init()
    }

    /// Delivers `event` to the observers subscribed now. A stop event is recorded (and the bag
    /// emptied) before anyone receives it; only the first one counts.
    public func on(_ event: Event<Element>) {
        // TODO(6.4): decide first (is it the first stop event?), then deliver.
    }

    /// Adds `observer`; after the stop event, sends it that event instead, and after
    /// `dispose()`, `RxError.disposed`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(6.4)
        Disposables.create()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // TODO(6.4)
    }

    /// The subject itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer without a word and forgets the stop event.
    public func dispose() {
        // TODO(6.4)
    }
}
