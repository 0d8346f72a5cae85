// Stage 14.4 writes this file. `take(until:)`: an operator with two sources, like stage 7.4's
// `withLatestFrom`; the second one's first element ends the first.

extension ObservableType {
    /// Passes on the elements of `self` until `other` sends its first element; then completes
    /// and ends both subscriptions. `other` completing without an element changes nothing; an
    /// error from `other` ends the result with that error.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }
}

/// Listens to `other` for the sink: its first element completes the result.
final private class TakeUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
    typealias Parent = TakeUntilSink<Other, Observer>
    typealias Element = Other

    private let parent: Parent
    let subscription = SingleAssignmentDisposable()

    init(parent: Parent) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Other>) {
        // TODO(14.4)
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// Passes on the source's events; a stop event ends the subscription.
final private class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeUntil<Element, Other>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // TODO(14.4)
    }

    /// Subscribes to `other`, then to the source.
    func run() -> Disposable {
        // TODO(14.4)
        Disposables.create()
    }
}

final private class TakeUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
