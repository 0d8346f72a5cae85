extension ObservableType {
    /// When the source fails, continues with the observable `handler` makes from the error.
    /// If `handler` throws, its error is sent instead.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        Catch(source: asObservable(), handler: handler)
    }

    /// When the source fails, sends `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// The RxSwift 5 name of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        `catch`(handler)
    }

    /// The RxSwift 5 name of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Subscribes to each observable of `sequence` in turn while they fail: the first to
    /// complete ends the result; if all fail, the last error is sent.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence)
        -> Observable<Element> where Sequence.Element == Observable<Element>
    {
        CatchSequence(sources: sequence)
    }

    /// The RxSwift 5 name of `catch(sequence:)`. (RxSwift's deprecation message names
    /// `catch(onSuccess:onFailure:onDisposed:)`, which does not exist; this one names the
    /// operator it forwards to.)
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence)
        -> Observable<Element> where Sequence.Element == Observable<Element>
    {
        `catch`(sequence: sequence)
    }
}

/// Sends the events of the handler's observable, and ends the whole catch with it.
final private class CatchSinkProxy<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    private let parent: CatchSink<Observer>

    init(parent: CatchSink<Observer>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        parent.forwardOn(event)
        if event.isStopEvent { parent.dispose() }
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let parent: Catch<Element>
    /// The source's subscription first, then the handler observable's.
    private let subscription = SerialDisposable()

    init(parent: Catch<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            do {
                let catchSequence = try parent.handler(error)
                // Replacing the serial disposable's content disposes the failed source.
                subscription.disposable = catchSequence.subscribe(CatchSinkProxy(parent: self))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

final private class Catch<Element>: Producer<Element> {
    typealias Handler = (Swift.Error) throws -> Observable<Element>

    let source: Observable<Element>
    let handler: Handler

    init(source: Observable<Element>, handler: @escaping Handler) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = CatchSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
