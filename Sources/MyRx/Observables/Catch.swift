// Stage 12.2 writes this file. `catch`: an error from the source switches the subscription to
// the observable a handler makes; `catchAndReturn` is the handler that makes `just(element)`.

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
