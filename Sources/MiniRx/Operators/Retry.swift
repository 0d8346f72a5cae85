extension ObservableType {
    /// Subscribes to the source again each time it fails, until it completes.
    /// **This may never end** if the source always fails.
    public func retry() -> Observable<Element> {
        CatchSequence(sources: InfiniteSequence(repeatedValue: asObservable()))
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all while it fails; after the
    /// last failure its error is sent. To retry once after a failure, use `retry(2)`.
    /// `retry(0)` never subscribes and completes at once.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount))
    }

    /// Lets `notificationHandler` decide about retrying. It receives the observable of the
    /// source's errors (of type `Error`; any other error ends the result at once) and returns a
    /// trigger: each element of the trigger resubscribes to the source, its completion completes
    /// the result, its error fails it.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenSequence(sources: InfiniteSequence(repeatedValue: asObservable()),
                          notificationHandler: notificationHandler)
    }

    /// `retry(when:)` for a handler that takes every error.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenSequence(sources: InfiniteSequence(repeatedValue: asObservable()),
                          notificationHandler: notificationHandler)
    }

    /// The RxSwift 5 name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// The same value, forever (what `retry()` walks through).
struct InfiniteSequence<Element>: Sequence, IteratorProtocol {
    private let repeatedValue: Element

    init(repeatedValue: Element) {
        self.repeatedValue = repeatedValue
    }

    func next() -> Element? { repeatedValue }
}

// MARK: - retry(), retry(n), Observable.catch(sequence)

/// Subscribes to the observables of `sources` one after another while they fail.
final class CatchSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element.Element>
where Sequence.Element: ObservableConvertibleType {
    typealias Element = Sequence.Element.Element
    let sources: Sequence

    init(sources: Sequence) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = CatchSequenceSink<Sequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), nil))
        return (sink: sink, subscription: subscription)
    }
}

final private class CatchSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>:
    TailRecursiveSink<Sequence, Observer>, ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    private var lastError: Swift.Error?

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            scheduleMoveNext()
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    /// Every observable failed (send the last error), or there were none (complete).
    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
        } else {
            forwardOn(.completed)
        }
        dispose()
    }

    /// A catch inside a catch is not subscribed: its sources are walked in place, so an empty
    /// one is skipped instead of completing the whole result.
    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        guard let nested = observable as? CatchSequence<Sequence> else { return nil }
        return (nested.sources.makeIterator(), nil)
    }
}

// MARK: - retry(when:)

/// Listens to the trigger after a failure: an element means "subscribe again".
final private class RetryTriggerSink<
    Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error
>: ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Element = TriggerObservable.Element
    private let sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>

    init(sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>) {
        self.sink = sink
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            sink.lastError = nil
            sink.scheduleMoveNext()
        case .error(let error):
            sink.forwardOn(.error(error))
            sink.dispose()
        case .completed:
            sink.forwardOn(.completed)
            sink.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// Observes one attempt. On failure it ends the attempt, starts listening to the trigger, and
/// hands the error to the notification handler's observable.
final private class RetryWhenSequenceSinkIter<
    Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error
>: ObserverType, Disposable
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element
    private let sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>
    private let errorHandlerSubscription = SingleAssignmentDisposable()
    private let subscription: Disposable

    init(sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>,
         subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            sink.forwardOn(event)
        case .error(let error):
            sink.lastError = error
            if let failedWith = error as? Error {
                subscription.dispose()
                errorHandlerSubscription.setDisposable(
                    sink.notifier.subscribe(RetryTriggerSink(sink: sink)))
                sink.errorSubject.on(.next(failedWith))
            } else {
                // Not the kind of error the handler takes: fail at once.
                sink.forwardOn(.error(error))
                sink.dispose()
            }
        case .completed:
            sink.forwardOn(event)
            sink.dispose()
        }
    }

    func dispose() {
        subscription.dispose()
        errorHandlerSubscription.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class RetryWhenSequenceSink<
    Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error
>: TailRecursiveSink<Sequence, Observer>
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    fileprivate var lastError: Swift.Error?
    /// The errors, as the notification handler sees them.
    fileprivate let errorSubject = PublishSubject<Error>()
    /// The trigger the handler made, shared by the attempts through a subject.
    fileprivate let notifier = PublishSubject<TriggerObservable.Element>()
    private let handler: Observable<TriggerObservable.Element>

    init(parent: RetryWhenSequence<Sequence, TriggerObservable, Error>, observer: Observer,
         cancel: Cancelable) {
        handler = parent.notificationHandler(errorSubject.asObservable()).asObservable()
        super.init(observer: observer, cancel: cancel)
    }

    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
            self.lastError = nil
        } else {
            forwardOn(.completed)
        }
        dispose()
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let iter = RetryWhenSequenceSinkIter(sink: self, subscription: subscription)
        subscription.setDisposable(source.subscribe(iter))
        return iter
    }

    // No `extract`: a nested `retry(when:)` has a trigger of its own, subscribed in its `run`,
    // so it must be subscribed, not walked in place.
    override func run(_ sources: SequenceGenerator) -> Disposable {
        // The trigger is subscribed once, before the first attempt.
        let triggerSubscription = handler.subscribe(notifier.asObserver())
        let attempts = super.run(sources)
        return Disposables.create(attempts, triggerSubscription)
    }
}

final private class RetryWhenSequence<Sequence: Swift.Sequence, TriggerObservable: ObservableType, Error>:
    Producer<Sequence.Element.Element>
where Sequence.Element: ObservableConvertibleType {
    typealias Element = Sequence.Element.Element

    private let sources: Sequence
    fileprivate let notificationHandler: (Observable<Error>) -> TriggerObservable

    init(sources: Sequence, notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) {
        self.sources = sources
        self.notificationHandler = notificationHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>(
            parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), nil))
        return (sink: sink, subscription: subscription)
    }
}
