// Stages 8.4 and 8.5 write this file. share(replay:scope:): one source subscription for every
// subscriber while any is subscribed. Stage 8.4 writes replay 1 while connected, a class of its
// own; stage 8.5 writes replay 0 (another class of its own) and every other case, from
// multicast, a subject and refCount().

/// How long the subject behind `share(replay:scope:)` lives, and so what a newcomer is replayed.
public enum SubjectLifetimeScope {
    /// Each connection has its own subject: when the last subscriber leaves or the source ends,
    /// what it remembered goes, and the next subscriber subscribes to the source anew.
    case whileConnected

    /// One subject for every connection: what it remembered outlives a disconnect, and after
    /// the source ends a newcomer gets the replay and the stop event, and nothing connects.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, connecting on the first and
    /// disconnecting when the last one leaves; a newcomer first receives up to `replay` of the
    /// latest elements. `.whileConnected` is
    /// `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()`,
    /// `.forever` is `multicast(ReplaySubject.create(bufferSize: replay)).refCount()` (with a
    /// `PublishSubject` for replay 0); replay 0 and 1 while connected have classes of their own.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
        -> Observable<Element>
    {
        // TODO(8.5): pick by scope and replay, as RxSwift does; until then every call shares as
        // replay 1 while connected.
        ShareReplay1WhileConnected(source: asObservable())
    }
}

/// One connection: the shared source subscription, the subscribers, and the latest element.
final private class ShareReplay1WhileConnectedConnection<Element>:
    ObserverType, SynchronizedUnsubscribeType
{
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private let parent: ShareReplay1WhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    private var disposed = false
    fileprivate var observers = Observers()
    fileprivate var element: Element?

    init(parent: ShareReplay1WhileConnected<Element>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        dispatch(observersFor(event), event)
    }

    /// Decides who receives `event`: a stop event ends the connection first, so a subscriber
    /// that subscribes again in reaction starts a new one.
    private func observersFor(_ event: Event<Element>) -> Observers {
        if disposed { return Observers() }
        switch event {
        case .next(let element):
            self.element = element
            return observers
        case .error, .completed:
            let everyone = observers
            end()
            return everyone
        }
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    /// Forgets this connection: the next subscriber makes a new one, with no element.
    private func end() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Observers()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // Only a key still here counts; the last one leaving disconnects.
        guard observers.removeKey(disposeKey) != nil else { return }
        if observers.count == 0 {
            end()
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
        let isFirst = connection.observers.count == 0
        // Added before the replay: what it sends back while receiving the replay reaches it too.
        let disposeKey = connection.observers.insert(observer.on)
        if let latest = connection.element {
            observer.on(.next(latest))
        }
        // Joined before connecting: a source that sends at once is not missed.
        if isFirst {
            connection.connect()
        }
        return SubscriptionDisposable(owner: connection, key: disposeKey)
    }

    /// The open connection, or a new one.
    private func currentConnection() -> ShareReplay1WhileConnectedConnection<Element> {
        if let connection { return connection }
        let connection = ShareReplay1WhileConnectedConnection(parent: self)
        self.connection = connection
        return connection
    }
}

/// One connection of `share()`: the shared source subscription and the subscribers, no element.
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
        // TODO(8.5): deliver to the subscribers; a stop event ends the connection first.
    }

    /// Decides who receives `event`: a stop event ends the connection first, so a subscriber
    /// that subscribes again in reaction starts a new one.
    private func observersFor(_ event: Event<Element>) -> Observers {
        // TODO(8.5)
        Observers()
    }

    func connect() {
        // TODO(8.5): subscribe this connection to the parent's source.
    }

    /// Adds `observer` to this connection; the disposable takes it out again.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(8.5)
        Disposables.create()
    }

    /// Forgets this connection: the next subscriber makes a new one.
    private func end() {
        // TODO(8.5)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // TODO(8.5): only a key still here counts; the last one leaving disconnects.
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
        // TODO(8.5): join the current connection, then connect if this is the first subscriber.
        Disposables.create()
    }

    /// The open connection, or a new one.
    private func currentConnection() -> ShareWhileConnectedConnection<Element> {
        // TODO(8.5)
        ShareWhileConnectedConnection(parent: self)
    }
}
