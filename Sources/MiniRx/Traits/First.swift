extension ObservableType {
    /// A `Single` of the first element, or of `nil` when the source completes empty. It
    /// succeeds at the first element, without waiting for the source to complete.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: First(source: asObservable()))
    }
}

final private class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            forwardOn(.next(value))
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            // An empty source is not an error for `first()`: it succeeds with nil.
            forwardOn(.next(nil))
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element?
    {
        let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
