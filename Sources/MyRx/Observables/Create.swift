// Stage 4.3 writes this file. `Observable.create`: a Producer whose sink hands your closure an
// observer, and keeps the grammar for it.

extension ObservableType {
    /// An observable that runs `subscribe` for each subscriber, with an observer to send to;
    /// the disposable it returns is disposed when the subscription ends.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        AnonymousObservable(subscribe)
    }
}

/// The sink of one `create` subscription: it drops events after the first stop event, and ends
/// the subscription right after forwarding that stop event.
final private class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = AnonymousObservable<Element>

    private var isStopped = false

    func on(_ event: Event<Element>) {
        // TODO(4.3): forward, keeping the grammar; a stop event ends the subscription.
    }

    /// Runs the closure with this sink behind an `AnyObserver`.
    func run(_ parent: Parent) -> Disposable {
        // TODO(4.3)
        Disposables.create()
    }
}

/// The observable `create` returns.
final private class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        // TODO(4.3): make the sink and run it.
        (sink: Disposables.create(), subscription: Disposables.create())
    }
}
