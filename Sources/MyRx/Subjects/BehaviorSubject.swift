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
    public var hasObservers: Bool {
        // TODO(6.4)
        false
    }

    /// True once `dispose()` was called.
    public var isDisposed: Bool { disposed }

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// The current value; throws the error the subject ended with, or `RxError.disposed`.
    public func value() throws -> Element {
        // TODO(6.4): after dispose() and after an error.
        return element
    }

    /// Records `event` (a new value, or the stop event) first, then delivers it to the
    /// observers subscribed now. Nothing after the stop event or `dispose()` counts.
    public func on(_ event: Event<Element>) {
        // TODO(6.4): record first, then deliver.
    }

    /// Adds `observer` and sends it the current value; after `dispose()` sends it
    /// `RxError.disposed`, after the stop event that event.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(6.4)
        Disposables.create()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // TODO(6.4)
    }

    /// The subject itself.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer without a word and forgets the stop event.
    public func dispose() {
        // TODO(6.4)
    }
}
