extension ObservableType {
    /// A `Single` of every element, collected into an array and sent when the source completes.
    /// An error from the source is passed on and the collected elements are dropped.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: ToArray(source: asObservable()))
    }
}

final private class ToArraySink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceType] {
    private var list: [SourceType] = []

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let value):
            list.append(value)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(list))
            forwardOn(.completed)
            dispose()
        }
    }
}

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
