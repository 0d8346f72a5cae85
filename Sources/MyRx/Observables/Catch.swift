// Stages 12.2 and 12.3 write this file. `catch`: an error from the source switches the
// subscription to the observable a handler makes; `catchAndReturn` is the handler that makes
// `just(element)` (12.2). `retry`: an error subscribes to the source again (12.3).

extension ObservableType {
    /// On an error, continues with the observable `handler` makes from it. A handler that
    /// throws ends the result with what it threw.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        Catch(source: asObservable(), handler: handler)
    }

    /// On an error, sends `element`, then completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        // TODO(12.2): catch with a handler that makes `just(element)`.
        asObservable()
    }
}

extension ObservableType {
    /// Subscribes to the source again each time it fails, until it completes.
    /// **This may never end**: a source that always fails is subscribed forever.
    public func retry() -> Observable<Element> {
        // TODO(12.3): a CatchSequence over the source repeated forever.
        asObservable()
    }

    /// Subscribes to the source at most `maxAttemptCount` times in all while it fails; the
    /// last attempt's error ends the result. To retry once after an error, use `retry(2)`.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        // TODO(12.3): a CatchSequence over the source repeated `maxAttemptCount` times.
        asObservable()
    }
}

/// The observer of the handler's observable: it passes everything on, and ends the subscription
/// at its stop event.
final private class CatchSinkProxy<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let parent: CatchSink<Observer>

    init(parent: CatchSink<Observer>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        // TODO(12.2): pass the event on; a stop event ends the subscription.
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// One subscription: the source's events until an error, then the handler's observable's.
final private class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Catch<Element>
    /// The source's subscription, then the handler's observable's.
    private let subscription = SerialDisposable()

    init(parent: Catch<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // TODO(12.2): subscribe to the source, its subscription kept in `subscription`.
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(12.2): elements and completed go on; an error switches to the handler's observable.
    }
}

/// The observable `catch` returns.
final private class Catch<Element>: Producer<Element> {
    typealias Handler = (Swift.Error) throws -> Observable<Element>

    fileprivate let source: Observable<Element>
    fileprivate let handler: Handler

    init(source: Observable<Element>, handler: @escaping Handler) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        // TODO(12.2): make the sink and run it.
        (sink: Disposables.create(), subscription: Disposables.create())
    }
}

/// One subscription to a sequence of observables: the first, then, each time one fails, the
/// next; the first to complete ends it.
final private class CatchSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>:
    TailRecursiveSink<Sequence, Observer>, ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    /// The error of the source that failed last: what ends the result if no source is left.
    private var lastError: Swift.Error?

    func on(_ event: Event<Element>) {
        // TODO(12.3): elements go on; an error moves to the next source; completed ends it.
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        // TODO(12.3): subscribe to the source.
        Disposables.create()
    }

    override func done() {
        // TODO(12.3): no source left: the last error, or completed if none failed.
    }

    /// A CatchSequence among the sources is not subscribed: its own sources are walked in place.
    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // TODO(12.3): the iterator of a CatchSequence of this sequence type.
        nil
    }
}

/// The observable `retry` returns: its sources, one after another while they fail.
final private class CatchSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element.Element>
where Sequence.Element: ObservableConvertibleType {
    typealias Element = Sequence.Element.Element

    fileprivate let sources: Sequence

    init(sources: Sequence) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        // TODO(12.3): make the sink and run it on the sources' iterator.
        (sink: Disposables.create(), subscription: Disposables.create())
    }
}
