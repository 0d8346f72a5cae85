// Stage 6.5 writes this file. A subject that keeps quiet until it ends, then gives only its last
// element and `completed`, or the error.

/// Sends nothing while elements arrive. On `completed` it sends the last element (if there was
/// one) and `completed`; on `error`, the error alone. A later subscriber receives the same
/// ending at once. As in RxSwift, it has no `dispose()`.
public final class AsyncSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = AsyncSubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private var observers = Observers()
    // The ending: `.next(last)` stands for "last, then completed".
    private var stoppedEvent: Event<Element>?
    private var lastElement: Element?

    private var isStopped: Bool { stoppedEvent != nil }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { observers.count > 0 }

    /// A subject with no observers and no element yet.
    public override init() {
        super.init()
    }

    /// Remembers a `next` element and sends nothing; on `completed` sends the last element (if
    /// any) and `completed`, on `error` the error. Nothing after the first stop event counts.
    public func on(_ event: Event<Element>) {
        let (everyone, ending) = observersFor(event)
        switch ending {
        case .next:
            dispatch(everyone, ending)
            dispatch(everyone, .completed)
        case .error, .completed:
            dispatch(everyone, ending)
        }
    }

    // Records the ending and empties the bag first, returning who receives what; an empty bag
    // when there is nothing to send. The caller delivers afterwards.
    private func observersFor(_ event: Event<Element>) -> (Observers, Event<Element>) {
        if isStopped { return (Observers(), .completed) }
        switch event {
        case .next(let element):
            lastElement = element
            return (Observers(), .completed)
        case .error:
            stoppedEvent = event
            let everyone = observers
            observers.removeAll()
            return (everyone, event)
        case .completed:
            let everyone = observers
            observers.removeAll()
            if let lastElement {
                stoppedEvent = .next(lastElement)
                return (everyone, .next(lastElement))
            }
            stoppedEvent = event
            return (everyone, .completed)
        }
    }

    /// Adds `observer`; once the subject has ended, sends it the ending instead.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let stoppedEvent {
            observer.on(stoppedEvent)
            if case .next = stoppedEvent { observer.on(.completed) }
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        observers.removeKey(disposeKey)
    }

    /// The subject itself.
    public func asObserver() -> AsyncSubject<Element> { self }
}
