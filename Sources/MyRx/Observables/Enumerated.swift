// Stage 7.12 writes this file. `enumerated`: `map` with a counter in the sink.

extension ObservableType {
    /// Pairs each element of `self` with its index, counted from 0 for each subscription.
    ///
    ///     Observable.of("a", "b").enumerated()   // (0, "a"), (1, "b"), completed
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

final private class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (index: Int, element: Element) {
    private var index = 0

    func on(_ event: Event<Element>) {
        // TODO(7.12)
    }
}

final private class Enumerated<Element>: Producer<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == (index: Int, element: Element) {
        let sink = EnumeratedSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
