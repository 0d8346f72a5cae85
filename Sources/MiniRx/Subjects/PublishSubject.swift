/// A subject that passes each event on to the observers subscribed at that moment. Nothing is
/// remembered but the stop event: a subscriber that comes after `completed` or `error` receives
/// just that.
///
/// Delivery goes to a snapshot of the observers taken when the event arrives, in the order of
/// `Bag` (subscription order, until someone leaves). So an observer that subscribes while an
/// event is being delivered does not receive that event, and one that is disposed while the
/// event is on its way still receives it.
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

    /// True while at least one observer is subscribed. Stop events unsubscribe everyone.
    public var hasObservers: Bool { observers.count > 0 }

    /// True once `dispose()` was called.
    public var isDisposed: Bool { disposed }

    /// A subject with no observers yet.
    public override init() {
        super.init()
    }

    /// Sends `event` to every current observer. After a stop event (or `dispose()`), `next`
    /// events go nowhere and only the first stop event counts.
    public func on(_ event: Event<Element>) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        switch event {
        case .next:
            if disposed || stopped { return }
            dispatch(observers, event)
        case .error, .completed:
            dispatch(stop(with: event), event)
        }
    }

    // Records the first stop event and empties the bag, returning who receives it; the caller
    // delivers afterwards, so that delivery (which may reenter `on`) finds the subject stopped.
    private func stop(with event: Event<Element>) -> Observers {
        // Like RxSwift, this checks only the stop event, not `disposed`: a stop event after
        // `dispose()` is still remembered and given to later subscribers.
        guard stoppedEvent == nil else { return Observers() }
        stoppedEvent = event
        stopped = true
        let everyone = observers
        observers.removeAll()
        return everyone
    }

    /// Adds `observer`. After a stop event it receives that event at once and is not kept; after
    /// `dispose()` it receives `RxError.disposed`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        observers.removeKey(disposeKey)
    }

    /// The subject itself: it is its own observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer (without telling them) and forgets the stop event. Later `next`
    /// events go nowhere; later subscribers receive `RxError.disposed`.
    public func dispose() {
        disposed = true
        observers.removeAll()
        stoppedEvent = nil
    }
}
