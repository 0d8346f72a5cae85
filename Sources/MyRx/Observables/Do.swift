// Stage 7.10 writes this file. `do`: side effects as events pass, and as the subscription starts
// and ends. A Producer that runs the subscription's handlers around subscribing to its source,
// and a Sink that runs the event handlers around passing each event on. `do` itself is given:
// it turns the nine optional closures into two event handlers; write the sink and `run`.

extension ObservableType {
    /// Runs side effects without changing the events. `onNext`, `onError` and `onCompleted` run
    /// before the event goes on, `afterNext`, `afterError` and `afterCompleted` after it; a
    /// closure that throws sends its error on instead. `onSubscribe` runs before the source is
    /// subscribed, `onSubscribed` after; `onDispose` after the source's subscription was disposed,
    /// whichever way the subscription ended.
    ///
    ///     search.do(onNext: { print("searching \($0)") }).flatMap(api.results)
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Do(
            source: asObservable(),
            eventHandler: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            afterEventHandler: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

final private class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias EventHandler = (Event<Element>) throws -> Void

    private let eventHandler: EventHandler
    private let afterEventHandler: EventHandler

    init(
        eventHandler: @escaping EventHandler, afterEventHandler: @escaping EventHandler,
        observer: Observer, cancel: Cancelable
    ) {
        self.eventHandler = eventHandler
        self.afterEventHandler = afterEventHandler
        super.init(observer: observer, cancel: cancel)
    }

    /// The handler, the event, the after-handler; a handler that throws sends its error instead.
    func on(_ event: Event<Element>) {
        // TODO(7.10)
    }
}

final private class Do<Element>: Producer<Element> {
    typealias EventHandler = (Event<Element>) throws -> Void

    private let source: Observable<Element>
    private let eventHandler: EventHandler
    private let afterEventHandler: EventHandler
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, eventHandler: @escaping EventHandler,
        afterEventHandler: @escaping EventHandler, onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.eventHandler = eventHandler
        self.afterEventHandler = afterEventHandler
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DoSink(
            eventHandler: eventHandler, afterEventHandler: afterEventHandler, observer: observer,
            cancel: cancel)
        // TODO(7.10): onSubscribe, subscribe the sink to the source, onSubscribed; the
        // subscription returned runs onDispose once the source's subscription is disposed.
        return (sink: sink, subscription: Disposables.create())
    }
}
