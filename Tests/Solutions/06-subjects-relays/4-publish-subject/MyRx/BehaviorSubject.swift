// Stage 6.4 writes this file. A subject that holds a current value and gives it to each new
// subscriber first.

/// Like a PublishSubject, but it always has a value: a subscriber receives the current one at
/// once, then every later event.
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

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// The current value; throws the error the subject ended with, or `RxError.disposed`.
    public func value() throws -> Element {
        if disposed { throw RxError.disposed(object: self) }
        if let error = stoppedEvent?.error { throw error }
        return element
    }

    /// Records `event` (a new value, or the stop event) first, then delivers it to the
    /// observers subscribed now. Nothing after the stop event or `dispose()` counts.
    public func on(_ event: Event<Element>) {
        dispatch(observersFor(event), event)
    }

    // Updates the state first and returns who receives `event`, so that a send from inside the
    // delivery sees the new value.
    private func observersFor(_ event: Event<Element>) -> Observers {
        if stoppedEvent != nil || disposed { return Observers() }
        switch event {
        case .next(let value): element = value
        case .error, .completed: stoppedEvent = event
        }
        return observers
    }

    /// Adds `observer` and sends it the current value; after `dispose()` sends it
    /// `RxError.disposed`, after the stop event that event.
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
        // Added before the value is sent, as in RxSwift: what the observer sends back into the
        // subject while receiving the value reaches it too.
        let key = observers.insert(observer.on)
        observer.on(.next(element))
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        if disposed { return }
        observers.removeKey(disposeKey)
    }

    /// The subject itself.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer without a word and forgets the stop event.
    public func dispose() {
        disposed = true
        observers.removeAll()
        stoppedEvent = nil
    }
}
