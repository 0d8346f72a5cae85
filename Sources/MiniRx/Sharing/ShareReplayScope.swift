/// How long the subject behind `share(replay:scope:)` lives, and so what a new subscriber can
/// be replayed.
public enum SubjectLifetimeScope {
    /// Each connection to the source has its own subject; when the last subscriber leaves (or
    /// the source ends), the connection and what it remembered are dropped, and the next
    /// subscriber starts a fresh subscription to the source. The recommended default.
    case whileConnected

    /// One subject for all connections. What it remembers survives a disconnect: a later
    /// subscriber is replayed stale elements; and after the source ends, new subscribers get
    /// the replay and the stop event, and the source is never subscribed again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying up to `replay`
    /// elements to each new one.
    ///
    /// - `.whileConnected`: `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()`
    /// - `.forever`: `multicast(ReplaySubject.create(bufferSize: replay)).refCount()`
    ///
    /// (with a `PublishSubject` when `replay` is 0). As in RxSwift, the common cases
    /// `replay: 0` and `replay: 1` with `.whileConnected` use leaner dedicated types.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
        -> Observable<Element>
    {
        switch scope {
        case .forever:
            switch replay {
            case 0: return multicast(PublishSubject()).refCount()
            default: return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
            }
        case .whileConnected:
            switch replay {
            case 0: return ShareWhileConnected(source: asObservable())
            case 1: return ShareReplay1WhileConnected(source: asObservable())
            default:
                return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) })
                    .refCount()
            }
        }
    }
}

// MARK: - share(replay: 1, scope: .whileConnected)

/// One connection of `ShareReplay1WhileConnected`: the source subscription, the subscribers and
/// the latest element, sent to a newcomer after it joins (so it hears what that replay triggers).
final private class ShareReplay1WhileConnectedConnection<Element>:
    ObserverType, SynchronizedUnsubscribeType
{
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private let parent: ShareReplay1WhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    private var disposed = false
    fileprivate var observers = Observers()
    private var element: Element?

    init(parent: ShareReplay1WhileConnected<Element>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        dispatch(observersFor(event), event)
    }

    private func observersFor(_ event: Event<Element>) -> Observers {
        if disposed { return Observers() }
        switch event {
        case .next(let element):
            self.element = element
            return observers
        case .error, .completed:
            // The connection is over: a new subscriber will start a new one, with no replay.
            let everyone = observers
            finish()
            return everyone
        }
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = observers.insert(observer.on)
        if let element { observer.on(.next(element)) }  // after joining, as RxSwift does
        return SubscriptionDisposable(owner: self, key: key)
    }

    private func finish() {
        disposed = true
        if parent.connection === self { parent.connection = nil }
        observers = Observers()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // Disposing twice, or after the source ended, does nothing.
        guard observers.removeKey(disposeKey) != nil else { return }
        if observers.count == 0 {
            // The last subscriber left: disconnect from the source.
            finish()
            subscription.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class ShareReplay1WhileConnected<Element>: Observable<Element> {
    fileprivate let source: Observable<Element>
    fileprivate var connection: ShareReplay1WhileConnectedConnection<Element>?

    init(source: Observable<Element>) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let connection = currentConnection()
        let count = connection.observers.count
        let disposable = connection.subscribe(observer)
        // The first subscriber connects, after joining, so it sees everything.
        if count == 0 { connection.connect() }
        return disposable
    }

    private func currentConnection() -> ShareReplay1WhileConnectedConnection<Element> {
        if let connection { return connection }
        let connection = ShareReplay1WhileConnectedConnection(parent: self)
        self.connection = connection
        return connection
    }
}

// MARK: - share(replay: 0, scope: .whileConnected), i.e. share()

/// One connection of `ShareWhileConnected`: the subscription to the source and the subscribers.
final private class ShareWhileConnectedConnection<Element>:
    ObserverType, SynchronizedUnsubscribeType
{
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private let parent: ShareWhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    private var disposed = false
    fileprivate var observers = Observers()

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        dispatch(observersFor(event), event)
    }

    private func observersFor(_ event: Event<Element>) -> Observers {
        if disposed { return Observers() }
        switch event {
        case .next:
            return observers
        case .error, .completed:
            let everyone = observers
            finish()
            return everyone
        }
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = observers.insert(observer.on)
        return SubscriptionDisposable(owner: self, key: key)
    }

    private func finish() {
        disposed = true
        if parent.connection === self { parent.connection = nil }
        observers = Observers()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        guard observers.removeKey(disposeKey) != nil else { return }
        if observers.count == 0 {
            finish()
            subscription.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class ShareWhileConnected<Element>: Observable<Element> {
    fileprivate let source: Observable<Element>
    fileprivate var connection: ShareWhileConnectedConnection<Element>?

    init(source: Observable<Element>) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let connection = currentConnection()
        let count = connection.observers.count
        let disposable = connection.subscribe(observer)
        if count == 0 { connection.connect() }
        return disposable
    }

    private func currentConnection() -> ShareWhileConnectedConnection<Element> {
        if let connection { return connection }
        let connection = ShareWhileConnectedConnection(parent: self)
        self.connection = connection
        return connection
    }
}
