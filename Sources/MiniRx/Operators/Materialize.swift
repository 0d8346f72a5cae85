extension ObservableType {
    /// Turns every event into an element: `next(x)` becomes `next(next(x))`, and a final
    /// `error(e)` or `completed` becomes `next(error(e))` or `next(completed)` followed by
    /// `completed`. The result never fails.
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

final private class Materialize<Element>: Producer<Event<Element>> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Event<Element>
    {
        let sink = MaterializeSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
