extension ObservableType {
    /// Runs side effects as events pass, without changing them. `onNext`, `onError` and
    /// `onCompleted` run before the event goes downstream, the `after…` closures after it.
    /// A throwing closure turns into an error event. `onSubscribe` runs before the source is
    /// subscribed, `onSubscribed` after; `onDispose` after the source subscription is disposed.
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

    init(eventHandler: @escaping EventHandler, afterEventHandler: @escaping EventHandler,
         observer: Observer, cancel: Cancelable) {
        self.eventHandler = eventHandler
        self.afterEventHandler = afterEventHandler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        do {
            try eventHandler(event)
            forwardOn(event)
            try afterEventHandler(event)
            if event.isStopEvent { dispose() }
        } catch {
            // Note: an `after…` closure that throws sends an error even after a completed
            // event went down; the observer's own grammar check drops it.
            forwardOn(.error(error))
            dispose()
        }
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

    init(source: Observable<Element>, eventHandler: @escaping EventHandler,
         afterEventHandler: @escaping EventHandler, onSubscribe: (() -> Void)?,
         onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
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
        onSubscribe?()
        let sink = DoSink(eventHandler: eventHandler, afterEventHandler: afterEventHandler,
                          observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        let onDispose = self.onDispose
        let allSubscriptions = Disposables.create {
            subscription.dispose()
            onDispose?()
        }
        return (sink: sink, subscription: allSubscriptions)
    }
}
