/// A subject that keeps quiet until it completes, then sends only the last element it was sent
/// (if any) followed by `completed`. An error is passed on as it is, without an element. Late
/// subscribers receive the same ending.
///
/// As in RxSwift, it has no `dispose()`.
public final class AsyncSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = AsyncSubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private var observers = Observers()
    // What the subject ended with: `.next(last)` stands for "last, then completed".
    private var stoppedEvent: Event<Element>?
    private var lastElement: Element?

    private var isStopped: Bool { stoppedEvent != nil }

    /// True while at least one observer is subscribed. The stop event unsubscribes everyone.
    public var hasObservers: Bool { observers.count > 0 }

    /// A subject with no observers and no element yet.
    public override init() {
        super.init()
    }

    /// Remembers a `next` element (sending nothing); on `completed` sends the last element and
    /// `completed`; on `error` sends the error. Everything after that is ignored.
    public func on(_ event: Event<Element>) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        let (everyone, ending) = observersFor(event)
        switch ending {
        case .next:
            dispatch(everyone, ending)
            dispatch(everyone, .completed)
        case .completed, .error:
            dispatch(everyone, ending)
        }
    }

    // Returns who to tell and what; an empty bag when there is nothing to send yet.
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

    /// Adds `observer`, or, once the subject has ended, sends it the ending at once.
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

    /// The subject itself: it is its own observer.
    public func asObserver() -> AsyncSubject<Element> { self }
}
