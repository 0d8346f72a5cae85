// Mutant: a subscription disposed while the subject delivers an element is not removed, to keep the bag unchanged during delivery (breaks: an observer that disposes its own subscription during delivery receives nothing more)
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
    private var delivering = false

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { observers.count > 0 }

    /// True once `dispose()` was called.
    public var isDisposed: Bool { disposed }

    public override init() {
        super.init()
    }

    /// Delivers `event` to the observers subscribed now. A stop event is recorded (and the bag
    /// emptied) before anyone receives it; only the first one counts.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if disposed || stopped { return }
            delivering = true
            dispatch(observers, event)
            delivering = false
        case .error, .completed:
            dispatch(stop(with: event), event)
        }
    }

    // Records the first stop event and empties the bag, returning who receives it; the caller
    // delivers afterwards, so that a send from inside that delivery finds the subject stopped.
    private func stop(with event: Event<Element>) -> Observers {
        guard stoppedEvent == nil else { return Observers() }
        stoppedEvent = event
        stopped = true
        let everyone = observers
        observers.removeAll()
        return everyone
    }

    /// Adds `observer`; after the stop event, sends it that event instead, and after
    /// `dispose()`, `RxError.disposed`.
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
        // Not while delivering: the bag must not change under the delivery.
        if delivering { return }
        observers.removeKey(disposeKey)
    }

    /// The subject itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer without a word and forgets the stop event.
    public func dispose() {
        disposed = true
        observers.removeAll()
        stoppedEvent = nil
    }
}
