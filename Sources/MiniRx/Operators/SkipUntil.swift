extension ObservableType {
    /// Drops elements until `other` sends its first element, then passes on the rest.
    /// Note RxSwift's rule, kept here: if the source completes before `other` has sent anything,
    /// the result does not complete either (it just ends its subscriptions). An error from
    /// either side ends the result.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

/// Listens to `other`: its first element opens the gate, then it unsubscribes.
final private class SkipUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
    typealias Parent = SkipUntilSink<Other, Observer>
    typealias Element = Other

    private let parent: Parent
    let subscription = SingleAssignmentDisposable()

    init(parent: Parent) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next:
            parent.forwardElements = true
            subscription.dispose()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            subscription.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = SkipUntil<Element, Other>

    private let parent: Parent
    fileprivate var forwardElements = false
    private let sourceSubscription = SingleAssignmentDisposable()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if forwardElements {
                forwardOn(event)
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            // Completion counts only once the gate is open.
            if forwardElements {
                forwardOn(event)
            }
            dispose()
        }
    }

    func run() -> Disposable {
        // RxSwift subscribes to the source first, then to `other`.
        let sourceDisposable = parent.source.subscribe(self)
        let otherObserver = SkipUntilSinkOther(parent: self)
        let otherDisposable = parent.other.subscribe(otherObserver)
        sourceSubscription.setDisposable(sourceDisposable)
        otherObserver.subscription.setDisposable(otherDisposable)
        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }
}

final private class SkipUntil<Element, Other>: Producer<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SkipUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
