/// A subject that holds a current value: each new subscriber receives it at once, then every
/// later event. It starts with the value given to `init(value:)`.
///
/// Unlike `PublishSubject`, a stop event does not unsubscribe the observers (`hasObservers`
/// stays true until their subscriptions are disposed); it is remembered and given to later
/// subscribers instead of the value.
public final class BehaviorSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType, Cancelable
{
    public typealias SubjectObserverType = BehaviorSubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private var disposed = false
    private var element: Element
    private var observers = Observers()
    private var stoppedEvent: Event<Element>?

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { observers.count > 0 }

    /// True once `dispose()` was called.
    public var isDisposed: Bool { disposed }

    /// A subject whose current value is `value` until the first `next` event.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// The current value. Throws the error the subject ended with, or `RxError.disposed` after
    /// `dispose()`. After `completed` it still returns the last value.
    public func value() throws -> Element {
        if disposed { throw RxError.disposed(object: self) }
        if let error = stoppedEvent?.error { throw error }
        return element
    }

    /// Stores a `next` element as the current value, then sends the event to every observer.
    /// Everything after a stop event (or `dispose()`) is ignored.
    public func on(_ event: Event<Element>) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        dispatch(observersFor(event), event)
    }

    // Updates the state first and returns who receives `event`, so that a reentrant `on` from
    // an observer sees the new value.
    private func observersFor(_ event: Event<Element>) -> Observers {
        if stoppedEvent != nil || disposed { return Observers() }
        switch event {
        case .next(let value): element = value
        case .error, .completed: stoppedEvent = event
        }
        return observers
    }

    /// Adds `observer` and sends it the current value. After a stop event it receives only that
    /// event; after `dispose()`, `RxError.disposed`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        // Added before the value is sent, as in RxSwift: an event the observer sends back into
        // the subject while receiving the value reaches the observer too.
        let key = observers.insert(observer.on)
        observer.on(.next(element))
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        if disposed { return }
        observers.removeKey(disposeKey)
    }

    /// The subject itself: it is its own observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer (without telling them) and forgets the stop event. `value()` then
    /// throws `RxError.disposed`, and later subscribers receive that error.
    public func dispose() {
        disposed = true
        observers.removeAll()
        stoppedEvent = nil
    }
}
