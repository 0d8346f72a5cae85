extension ObservableType {
    /// An observable whose subscriptions each run `subscribe` with an observer to send events to.
    /// Nothing runs until someone subscribes, and the closure runs again for every subscriber.
    /// The disposable it returns is disposed when the subscription ends.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        AnonymousObservable(subscribe)
    }
}

/// The sink of one `create` subscription; the create closure sees it as an `AnyObserver`.
/// The closure is user code and may break the grammar (send after `completed`), so the sink
/// enforces it: after the first stop event it drops everything, and it ends the subscription.
final private class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = AnonymousObservable<Element>

    private var isStopped = false

    func on(_ event: Event<Element>) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        switch event {
        case .next:
            if isStopped { return }
            forwardOn(event)
        case .error, .completed:
            if isStopped { return }
            isStopped = true
            forwardOn(event)
            dispose()
        }
    }

    func run(_ parent: Parent) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}

final private class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}
