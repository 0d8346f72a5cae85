// Stages 8.5 and 8.6 write this file. A subject that remembers its last elements (8.5) or all
// of them (8.6) and its stop event, and gives them to every new subscriber: what
// `share(replay:scope:)` and `replayAll()` replay from.

/// Sends each event to its current observers and keeps the last `bufferSize` elements; a new
/// subscriber gets those first, then the stop event if there was one, else what comes next.
public class ReplaySubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Disposable
{
    public typealias SubjectObserverType = ReplaySubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    fileprivate var isDisposed = false
    fileprivate var stoppedEvent: Event<Element>?
    fileprivate var observers = Observers()

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { observers.count > 0 }

    /// A subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        // TODO(8.5): a buffer of one, or of many.
        ReplayOne()
    }

    /// A subject that replays every element it was sent. Nothing is ever trimmed: use it only
    /// where the elements stay few.
    public static func createUnbounded() -> ReplaySubject<Element> {
        // TODO(8.6): a buffer that keeps everything.
        ReplayOne()
    }

    // Only `create` makes one: the buffer is the subclass's.
    override init() {
        super.init()
    }

    /// Abstract: each buffer keeps its own.
    public func on(_ event: Event<Element>) {
        rxAbstractMethod("ReplaySubject.on")
    }

    /// The subject itself.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Abstract: each buffer forgets its own.
    public func dispose() {}
}

/// What every buffer shares: delivery, subscription and the stop event. The subclasses say
/// how elements are kept, trimmed and replayed.
private class ReplayBufferBase<Element>: ReplaySubject<Element>, SynchronizedUnsubscribeType {
    func trim() {
        rxAbstractMethod("ReplayBufferBase.trim")
    }

    func addValueToBuffer(_ value: Element) {
        rxAbstractMethod("ReplayBufferBase.addValueToBuffer")
    }

    func replayBuffer<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        rxAbstractMethod("ReplayBufferBase.replayBuffer")
    }

    /// Keeps an element (or the stop event, emptying the bag) first, then delivers it to the
    /// observers subscribed now; after the stop event or `dispose()`, nothing.
    override func on(_ event: Event<Element>) {
        // TODO(8.5)
    }

    /// Replays the buffer, then either sends the stop event or adds `observer` for what comes.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(8.5)
        Disposables.create()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        // TODO(8.5)
    }

    override func dispose() {
        // TODO(8.5)
    }
}

/// A buffer of one: the latest element.
private final class ReplayOne<Element>: ReplayBufferBase<Element> {
    // TODO(8.5): what it keeps.

    override func trim() {}

    override func addValueToBuffer(_ value: Element) {
        // TODO(8.5)
    }

    override func replayBuffer<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        // TODO(8.5)
    }
}

/// A buffer of `bufferSize`: the latest elements, oldest first.
private final class ReplayMany<Element>: ReplayBufferBase<Element> {
    private let bufferSize: Int
    // TODO(8.5): what it keeps.

    init(bufferSize: Int) {
        self.bufferSize = bufferSize
        super.init()
    }

    override func trim() {
        // TODO(8.5)
    }

    override func addValueToBuffer(_ value: Element) {
        // TODO(8.5)
    }

    override func replayBuffer<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        // TODO(8.5)
    }
}

/// A buffer without a bound: every element, oldest first.
private final class ReplayAll<Element>: ReplayBufferBase<Element> {
    // TODO(8.6): what it keeps.

    override func trim() {}

    override func addValueToBuffer(_ value: Element) {
        // TODO(8.6)
    }

    override func replayBuffer<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        // TODO(8.6)
    }
}
