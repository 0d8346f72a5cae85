// Stage 7.6 writes this file. `skip(_ count:)`: a Producer and a Sink that drops the first
// elements.

extension ObservableType {
    /// Drops the first `count` elements and passes on the rest, and the stop event. A `count` of
    /// zero or less drops nothing.
    ///
    ///     Observable.of(1, 2, 3).skip(2)   // 3, completed
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }
}

final private class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = SkipCount<Element>

    private let parent: Parent
    // Elements still to drop.
    private var remaining: Int

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.remaining = parent.count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // TODO(7.6)
    }
}

final private class SkipCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SkipCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
