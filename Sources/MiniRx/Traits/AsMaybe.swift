extension ObservableType {
    /// A `Maybe` of this sequence's element, if any. Fails with `RxError.moreThanOneElement` at
    /// a second element. The element is sent only when the source completes.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
    }
}

final private class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // Held back until the source completes, as in `asSingle`; an empty source is fine here.
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
            }
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class AsMaybe<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AsMaybeSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
