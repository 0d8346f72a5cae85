// Stage 11.7 writes this file. `toArray()`: every element of a sequence, collected into one
// array, as a Single that succeeds when the source completes.

extension ObservableType {
    /// A Single of every element of this sequence, in one array, sent when the source
    /// completes: `[]` if it completes empty. An error from the source is the Single's error,
    /// and the elements collected so far are dropped.
    ///
    ///     Observable.of(1, 2, 3).toArray()   // success([1, 2, 3])
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: ToArray(source: asObservable()))
    }
}

/// One subscription's array: it collects the elements and decides what reaches the observer.
final private class ToArraySink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceType] {
    /// The elements so far, sent as one when the source completes.
    private var list: [SourceType] = []

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let value):
            list.append(value)
        case .error(let error):
            // The Single fails; what was collected is not a whole sequence, so it is dropped.
            forwardOn(.error(error))
            dispose()
        case .completed:
            // Only now is the array whole. An empty source gives [].
            forwardOn(.next(list))
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable inside the Single: one sink, one array, per subscription.
final private class ToArray<SourceType>: Producer<[SourceType]> {
    private let source: Observable<SourceType>

    init(source: Observable<SourceType>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == [SourceType]
    {
        let sink = ToArraySink<SourceType, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
