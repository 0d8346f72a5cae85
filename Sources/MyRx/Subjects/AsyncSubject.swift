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

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool {
        // TODO(6.5)
        false
    }

    /// A subject with no observers and no element yet.
    public override init() {
        super.init()
    }

    /// Remembers a `next` element and sends nothing; on `completed` sends the last element (if
    /// any) and `completed`, on `error` the error. Nothing after the first stop event counts.
    public func on(_ event: Event<Element>) {
        // TODO(6.5): decide (record the ending, empty the bag), then deliver.
    }

    /// Adds `observer`; once the subject has ended, sends it the ending instead.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(6.5)
        Disposables.create()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // TODO(6.5)
    }

    /// The subject itself.
    public func asObserver() -> AsyncSubject<Element> { self }
}
