extension ObservableType {
    /// A `Single` of this sequence's one element. Fails with `RxError.noElements` when the
    /// source completes empty, and with `RxError.moreThanOneElement` at a second element.
    /// The element is sent only when the source completes.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
    }
}

final private class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // The element is held back until the source completes: only then is it known to be the one.
    private var element: Event<Element>?

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
            }
            element = event
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(element)
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}

final private class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AsSingleSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
