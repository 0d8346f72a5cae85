extension ObservableType {
    /// Keeps the last `count` elements and sends them, then `completed`, when the source
    /// completes. Nothing is sent before that; an error is passed on at once.
    /// A negative `count` is a programming error.
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLast(source: asObservable(), count: count)
    }
}

final private class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let count: Int
    // A ring buffer of at most `count` elements: `start` is the oldest.
    private var elements: [Element] = []
    private var start = 0

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.count = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if count == 0 { return }
            if elements.count < count {
                elements.append(value)
            } else {
                elements[start] = value
                start = (start + 1) % count
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            for offset in 0..<elements.count {
                forwardOn(.next(elements[(start + offset) % elements.count]))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        precondition(count >= 0, "takeLast: count can't be negative")
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
