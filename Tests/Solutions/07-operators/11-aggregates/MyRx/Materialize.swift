// Stage 7.11 writes this file. `materialize`: a Sink that turns each event, stop events included,
// into an element, so that the result itself never fails.

extension ObservableType {
    /// Sends each of the source's events as an element (`next(next(1))`, `next(error(…))`),
    /// then completes after the source's stop event: the result never sends an error.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

final private class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class Materialize<T>: Producer<Event<T>> {
    private let source: Observable<T>

    init(source: Observable<T>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = MaterializeSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
