extension ObservableType {
    /// An observable that calls `observableFactory` for each subscriber, at subscription time,
    /// and subscribes it to the observable the factory returns. A factory that throws gives
    /// that subscriber an `error` event.
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

    private let observableFactory: () throws -> Source

    init(observableFactory: @escaping () throws -> Source, observer: Observer, cancel: Cancelable)
    {
        self.observableFactory = observableFactory
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        do {
            let source = try observableFactory()
            return source.subscribe(self)
        } catch let error {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        switch event {
        case .next:
            break
        case .error, .completed:
            dispose()
        }
    }
}

final private class Deferred<Source: ObservableType>: Producer<Source.Element> {
    typealias Factory = () throws -> Source

    private let observableFactory: Factory

    init(observableFactory: @escaping Factory) {
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = DeferredSink(
            observableFactory: observableFactory, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
