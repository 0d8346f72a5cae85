// Stage 7.10 writes this file. `deferred`: a Producer that asks a factory for an observable each
// time it is subscribed, and a Sink that subscribes itself to that observable and passes its
// events on.

extension ObservableType {
    /// An observable that calls `observableFactory` for each subscriber, when it subscribes, and
    /// passes on the events of the observable the factory returned. A factory that throws gives
    /// that subscriber its error.
    ///
    ///     let fresh = Observable.deferred { Observable.just(cache.load()) }   // loads per subscriber
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        Deferred(observableFactory: observableFactory)
    }
}

final private class DeferredSink<Source: ObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Source.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias Parent = Deferred<Source>

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Asks the factory for this subscription's observable and subscribes to it; returns that
    /// subscription.
    func run(_ parent: Parent) -> Disposable {
        // TODO(7.10): and if the factory throws?
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(7.10)
    }
}

final private class Deferred<Source: ObservableType>: Producer<Source.Element> {
    typealias Factory = () throws -> Source

    let observableFactory: Factory

    init(observableFactory: @escaping Factory) {
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = DeferredSink<Source, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}
