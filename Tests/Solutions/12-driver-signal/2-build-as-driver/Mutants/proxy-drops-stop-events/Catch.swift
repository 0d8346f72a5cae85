// Mutant: the handler's observable's completed is not passed on, only its elements: catch passes completed on (rule 1)
// Stage 12.2 writes this file. `catch`: an error from the source switches the subscription to
// the observable a handler makes; `catchAndReturn` is the handler that makes `just(element)`.

extension ObservableType {
    /// On an error, continues with the observable `handler` makes from it. A handler that
    /// throws ends the result with what it threw.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        Catch(source: asObservable(), handler: handler)
    }

    /// On an error, sends `element`, then completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }
}

/// The observer of the handler's observable: it passes everything on, and ends the subscription
/// at its stop event.
final private class CatchSinkProxy<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let parent: CatchSink<Observer>

    init(parent: CatchSink<Observer>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            parent.dispose()
        } else {
            parent.forwardOn(event)
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// One subscription: the source's events until an error, then the handler's observable's.
final private class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Catch<Element>
    /// The source's subscription, then the handler's observable's.
    private let subscription = SerialDisposable()

    init(parent: Catch<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // In the slot before subscribing: a source that fails during `subscribe` replaces it.
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
                // Putting the new subscription in the slot disposes the failed source's.
                subscription.disposable = catchSequence.subscribe(CatchSinkProxy(parent: self))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

/// The observable `catch` returns.
final private class Catch<Element>: Producer<Element> {
    typealias Handler = (Swift.Error) throws -> Observable<Element>

    fileprivate let source: Observable<Element>
    fileprivate let handler: Handler

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
