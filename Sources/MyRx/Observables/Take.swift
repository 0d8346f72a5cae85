// Stage 7.6 writes this file. `take(_ count:)`: a Producer and a Sink that counts down, and ends
// the subscription itself once it has what it wants.

extension ObservableType {
    /// Passes on the first `count` elements, then completes and ends the subscription to `self`.
    /// `take(0)` is `Observable.empty()`: it completes at once and never subscribes to `self`.
    /// A negative `count` is a programming error.
    ///
    ///     Observable.of(1, 2, 3).take(2)   // 1, 2, completed
    public func take(_ count: Int) -> Observable<Element> {
        // TODO(7.6): take(0)
        return TakeCount(source: asObservable(), count: count)
    }
}

final private class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeCount<Element>

    private let parent: Parent
    // Elements still wanted.
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

final private class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        precondition(count >= 0, "take: count can't be negative")
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
