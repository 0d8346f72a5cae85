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

    // The factory is called once, in `run`, and not kept: whatever it captured is free to go
    // while the subscription lives on (RxSwift's sink holds no reference to it either).
    func run(_ parent: Deferred<Source>) -> Disposable {
        do {
            let source = try parent.observableFactory()
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
