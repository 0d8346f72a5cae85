extension ObservableType {
    /// Passes on the first `count` elements, then completes and ends the subscription.
    /// `take(0)` is `Observable.empty()`: it completes at once and never subscribes to the
    /// source. A negative `count` is a programming error.
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 {
            return Observable.empty()
        }
        return TakeCount(source: asObservable(), count: count)
    }
}

final private class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if remaining > 0 {
                remaining -= 1
                forwardOn(.next(value))
                // Complete right after the last wanted element, without waiting for another.
                if remaining == 0 {
                    forwardOn(.completed)
                    dispose()
                }
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        precondition(count >= 0, "take: count can't be negative")
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeCountSink(count: count, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
