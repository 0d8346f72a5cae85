extension ObservableType {
    /// Pairs each element with its position, counting from 0: `(index: 0, element: "a")`.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

final private class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (index: Int, element: Element) {
    private var index = 0

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            // RxSwift checks for overflow rather than wrap: Int.max elements is the limit.
            guard index < Int.max else {
                forwardOn(.error(RxError.overflow))
                dispose()
                return
            }
            let current = index
            index += 1
            forwardOn(.next((index: current, element: value)))
        case .completed:
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        }
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
