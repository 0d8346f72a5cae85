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

final private class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    // The closure given to `create` may break the grammar; the sink enforces it.
    private var isStopped = false

    func onNext(_ element: Element) {
        if isStopped { return }
        forwardNext(element)
    }

    func onError(_ error: Swift.Error) {
        if isStopped { return }
        isStopped = true
        forwardError(error)
        dispose()
    }

    func onCompleted() {
        if isStopped { return }
        isStopped = true
        forwardCompleted()
        dispose()
    }

    func on(_ event: Event<Element>) {
        deliverByKind(event)
    }

    func run(_ parent: AnonymousObservable<Element>) -> Disposable {
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
