// Stage 7.12 writes this file. `takeLast`: a sink that keeps the last elements and sends them
// only when the source completes.

extension ObservableType {
    /// Passes on the last `count` elements of `self`, once it completes, then `completed`. The
    /// elements wait in a buffer until then; an error passes on at once, without them.
    ///
    ///     Observable.of(1, 2, 3, 4).takeLast(2)   // 3, 4, completed
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLast(source: asObservable(), count: count)
    }
}

final private class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeLast<Element>

    private let parent: Parent
    // The last elements, oldest first. RxSwift keeps them in its `Queue` (a ring buffer); an
    // array shows the same order.
    private var elements: [Element] = []

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // TODO(7.12)
    }
}

final private class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        precondition(count >= 0, "takeLast: count can't be negative")
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeLastSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
