// Stage 11.5 writes this file. `andThen`: when a Completable completes, go on with a second
// sequence; if it fails, the second is never subscribed.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// `self`, then, once it completes, `second`'s element or error.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        let completable = primitiveSequence.asObservable()
        return Single(raw: ConcatCompletable(completable: completable, second: second.asObservable()))
    }

    /// `self`, then, once it completes, `second`'s element, completion or error.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        let completable = primitiveSequence.asObservable()
        return Maybe(raw: ConcatCompletable(completable: completable, second: second.asObservable()))
    }

    /// `self`, then, once it completes, `second`.
    public func andThen(_ second: Completable) -> Completable {
        let completable = primitiveSequence.asObservable()
        return Completable(raw: ConcatCompletable(completable: completable, second: second.asObservable()))
    }

    /// `self`, then, once it completes, every event of `second`.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        let completable = primitiveSequence.asObservable()
        return ConcatCompletable(completable: completable, second: second.asObservable())
    }
}

/// The shared half: the Completable and what follows it.
final private class ConcatCompletable<Element>: Producer<Element> {
    let completable: Observable<Never>
    let second: Observable<Element>

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

/// The Completable's observer. One slot holds the current subscription: the Completable's, then
/// the second sequence's.
final private class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Never

    private let second: Observable<Observer.Element>
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the Completable; disposing the result ends whichever subscription is current.
    func run(completable: Observable<Never>) -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(completable.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .next:
            break
        case .completed:
            // Subscribed first; putting it in the slot then lets the Completable go.
            subscription.disposable = second.subscribe(ConcatCompletableSinkOther(parent: self))
        }
    }
}

/// The second sequence's observer: its events go on, and its stop event ends the subscription.
final private class ConcatCompletableSinkOther<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let parent: ConcatCompletableSink<Observer>

    init(parent: ConcatCompletableSink<Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Observer.Element>) {
        parent.forwardOn(event)
        if event.isStopEvent {
            parent.dispose()
        }
    }
}
