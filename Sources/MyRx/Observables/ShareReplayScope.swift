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
        // TODO(8.4): record a `next` element, then deliver; a stop event ends the connection.
    }

    /// Decides who receives `event`: a stop event ends the connection first, so a subscriber
    /// that subscribes again in reaction starts a new one.
    private func observersFor(_ event: Event<Element>) -> Observers {
        // TODO(8.4)
        Observers()
    }

    func connect() {
        // TODO(8.4): subscribe this connection to the parent's source.
    }

    /// Forgets this connection: the next subscriber makes a new one, with no element.
    private func end() {
        // TODO(8.4)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // TODO(8.4): only a key still here counts; the last one leaving disconnects.
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
        // TODO(8.4): join the current connection, replay its latest element, connect if first.
        Disposables.create()
    }

    /// The open connection, or a new one.
    private func currentConnection() -> ShareReplay1WhileConnectedConnection<Element> {
        // TODO(8.4)
        ShareReplay1WhileConnectedConnection(parent: self)
    }
}
