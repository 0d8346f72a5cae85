// Stage 11.4 writes this file. `asSingle()`: any observable as a Single, checked on the way in:
// the element is held until the source completes; none, or a second one, is an error.

extension ObservableType {
    /// A Single of this sequence's one element, sent when the source completes. Fails with
    /// `RxError.noElements` if it completes empty, and at once with
    /// `RxError.moreThanOneElement` at a second element.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
    }
}

/// One subscription's check: it holds the element and decides what reaches the observer.
final private class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// The source's `next`, held back until the source completes: only then is it known to be
    /// the only one.
    private var element: Event<Element>?

    func on(_ event: Event<Element>) {
        // TODO(11.4): hold the element; decide at a second element, an error, or completed.
    }
}

/// The observable inside the Single: one sink per subscription.
final private class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        // TODO(11.4): make the sink, subscribe it to the source, and return both.
        (sink: Disposables.create(), subscription: Disposables.create())
    }
}
