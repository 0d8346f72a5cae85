extension ObservableType {
    /// An observable whose every subscription runs `subscribe` with an observer to send events
    /// to. Nothing runs until someone subscribes, and the closure runs again for each subscriber.
    /// The disposable it returns is disposed when that subscription ends.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        AnonymousObservable(subscribe)
    }
}

/// The sink of one `create` subscription. The create closure sees it as an `AnyObserver`.
///
/// The closure is user code and may break the grammar (send after `completed`), so the sink
/// enforces it: after the first stop event it drops everything, and it ends the subscription.
final private class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = AnonymousObservable<Element>

    /// 0 while running, 1 after the first stop event.
    private let isStopped = AtomicInt(0)

    func on(_ event: Event<Element>) {
        Trace.nest("\(Trace.name(of: self)).on(\(event))") {
            switch event {
            case .next:
                if load(isStopped) == 1 {
                    return Trace.log("stopped already: dropped")
                }
                forwardOn(event)
            case .error, .completed:
                if fetchOr(isStopped, 1) == 0 {
                    forwardOn(event)
                    // The sequence is over: end the subscription without waiting for anyone.
                    dispose()
                } else {
                    Trace.log("stopped already: dropped")
                }
            }
        }
    }

    /// Runs the create closure, giving it this sink behind an `AnyObserver`.
    func run(_ parent: Parent) -> Disposable {
        Trace.nest("\(Trace.name(of: self)).run → subscribeHandler(AnyObserver(\(Trace.name(of: self))))") {
            parent.subscribeHandler(AnyObserver(self))
        }
    }
}

/// The observable `create` returns. It only keeps the closure; all per-subscription state lives
/// in the sink that `run` makes.
final private class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        super.init()
        Trace.log("Observable.create → \(Trace.name(of: self))")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = Trace.nest("\(Trace.name(of: self)).run → \(Trace.name(of: sink))") {
            sink.run(self)
        }
        return (sink: sink, subscription: subscription)
    }
}
