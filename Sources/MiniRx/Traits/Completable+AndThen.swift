extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// When `self` completes, continues with `second`; an error from `self` ends it at once.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: ConcatCompletable(completable: primitiveSequence.asObservable(),
                                      second: second.asObservable()))
    }

    /// When `self` completes, continues with `second`; an error from `self` ends it at once.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: ConcatCompletable(completable: primitiveSequence.asObservable(),
                                     second: second.asObservable()))
    }

    /// When `self` completes, continues with `second`; an error from `self` ends it at once.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: ConcatCompletable(completable: primitiveSequence.asObservable(),
                                           second: second.asObservable()))
    }

    /// When `self` completes, continues with `second`; an error from `self` ends it at once.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        ConcatCompletable(completable: primitiveSequence.asObservable(),
                          second: second.asObservable())
    }
}

final private class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Never

    private let second: Observable<Observer.Element>
    // First the subscription to the completable, then (replacing it) the one to `second`.
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            // Subscribing to `second` happens inside the completable's own delivery, so the
            // completable's resources are released only after this returns.
            subscription.disposable = second.subscribe(ConcatCompletableSinkOther(parent: self))
        }
    }

    func run(completable: Observable<Never>) -> Disposable {
        // The completable may complete before `subscribe` returns, and that replaces the
        // serial disposable's content: so hold its subscription in a slot filled afterwards.
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(completable.subscribe(self))
        return subscription
    }
}

/// Forwards `second`'s events through the sink, ending the subscription on a stop event.
final private class ConcatCompletableSinkOther<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    private let parent: ConcatCompletableSink<Observer>

    init(parent: ConcatCompletableSink<Observer>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        parent.forwardOn(event)
        if event.isStopEvent {
            parent.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class ConcatCompletable<Element>: Producer<Element> {
    private let completable: Observable<Never>
    private let second: Observable<Element>

    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ConcatCompletableSink(second: second, observer: observer, cancel: cancel)
        let subscription = sink.run(completable: completable)
        return (sink: sink, subscription: subscription)
    }
}
