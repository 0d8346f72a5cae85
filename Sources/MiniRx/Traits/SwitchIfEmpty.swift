// An observable operator, kept with the traits because `Maybe.ifEmpty(switchTo:)` is built on it.

extension ObservableType {
    /// The source's elements, or, when the source completes without any, those of `other`.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), ifEmpty: other)
    }
}

final private class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let ifEmpty: Observable<Element>
    private var isEmpty = true
    // Filled only if the source turns out empty.
    private let ifEmptySubscription = SingleAssignmentDisposable()

    init(ifEmpty: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.ifEmpty = ifEmpty
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source.subscribe(self)
        return Disposables.create(subscription, ifEmptySubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            guard isEmpty else {
                forwardOn(.completed)
                dispose()
                return
            }
            ifEmptySubscription.setDisposable(ifEmpty.subscribe(SwitchIfEmptySinkIter(parent: self)))
        }
    }
}

/// Passes `other`'s events through the sink, ending the subscription on a stop event.
/// RxSwift's name, kept: `…SinkIter` is its name for a sink's observer of a second sequence.
final private class SwitchIfEmptySinkIter<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    private let parent: SwitchIfEmptySink<Observer>

    init(parent: SwitchIfEmptySink<Observer>) {
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

final private class SwitchIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let ifEmpty: Observable<Element>

    init(source: Observable<Element>, ifEmpty: Observable<Element>) {
        self.source = source
        self.ifEmpty = ifEmpty
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SwitchIfEmptySink(ifEmpty: ifEmpty, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
