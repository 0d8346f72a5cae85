// Mutant: the newcomer is added after the replay, so what it sends while receiving it misses it (breaks: share(replay: 1) replays the latest element to a newcomer)
// Stage 8.4 writes this file. share(replay: 1): one source subscription for every subscriber
// while any is subscribed, replaying the latest element to a newcomer; the last one leaving ends it.

/// How long `share`'s replay buffer lives. MyRx has `.whileConnected` only (RxSwift's
/// `.forever` needs a `ReplaySubject`): the buffer goes with the connection.
public enum SubjectLifetimeScope {
    /// Each connection keeps its own latest element; a new connection starts with none.
    case whileConnected
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, connecting on the first and
    /// disconnecting when the last one leaves; a newcomer first receives the latest element.
    /// MyRx writes `replay: 1` only.
    public func share(replay: Int, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay == 1, "MyRx's share(replay:) supports replay: 1 only (stage 8.4).")
        return ShareReplay1WhileConnected(source: asObservable())
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
        if let latest = connection.element {
            observer.on(.next(latest))
        }
        let disposeKey = connection.observers.insert(observer.on)
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
