// Stage 11.5 writes this file. `asMaybe()`: any observable as a Maybe, checked on the way in:
// the element is held until the source completes; a second one is an error, none is fine.

extension ObservableType {
    /// A Maybe of this sequence's element, sent when the source completes, or of none if it
    /// completes empty. Fails at once with `RxError.moreThanOneElement` at a second element.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
    }
}

/// One subscription's check: it holds the element and decides what reaches the observer.
final private class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// The source's `next`, held back until the source completes.
    private var element: Event<Element>?

    func on(_ event: Event<Element>) {
        // TODO(11.5): hold the element; decide at a second element, an error, or completed.
    }
}

/// The observable inside the Maybe: one sink per subscription.
final private class AsMaybe<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        // TODO(11.5): make the sink, subscribe it to the source, and return both.
        (sink: Disposables.create(), subscription: Disposables.create())
    }
}
