extension ObservableType where Element: EventConvertible {
    /// The reverse of `materialize`: each element is an event, and that event is sent.
    /// An `error` or `completed` element ends the result.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final private class DematerializeSink<T: EventConvertible, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == T.Element {
    func on(_ event: Event<T>) {
        switch event {
        case .next(let element):
            forwardOn(element.event)
            if element.event.isStopEvent { dispose() }
        case .completed:
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        }
    }
}

final private class Dematerialize<T: EventConvertible>: Producer<T.Element> {
    private let source: Observable<T>

    init(source: Observable<T>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == T.Element
    {
        let sink = DematerializeSink<T, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
