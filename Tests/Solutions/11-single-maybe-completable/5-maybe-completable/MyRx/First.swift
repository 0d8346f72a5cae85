// Stage 11.5 writes this file. `first()`: the first element as a Single, or nil for an empty
// source. (RxSwift keeps `first()` in `ObservableType+PrimitiveSequence.swift`; this library
// keeps it beside its producer, as it does `asSingle()` and `asMaybe()`.)

extension ObservableType {
    /// A Single of the first element, sent at once, or of `nil` if the source completes with
    /// none. Unlike `asSingle()`, it does not wait for the source to complete.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: First(source: asObservable()))
    }
}

/// One subscription: the first event of the source decides.
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
            forwardOn(.next(nil))
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable inside the Single: one sink per subscription.
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
