// Stage 7.12 writes this file. `skip(until:)`: an operator with two sources, like stage 7.4's
// `withLatestFrom`; the second one's first element opens the first.

extension ObservableType {
    /// Drops the elements of `self` until `other` sends its first element, then passes them on.
    /// `other` completing without an element changes nothing; an error from `other` ends the
    /// result with that error.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }
}

/// Listens to `other` for the sink: its first element opens the gate, and then it is released.
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
        // TODO(7.12)
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// Passes on the source's elements once the gate is open; a stop event ends the subscription.
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
        // TODO(7.12)
    }

    /// Subscribes to the source, then to `other` (RxSwift's order, the reverse of `take(until:)`).
    func run() -> Disposable {
        // TODO(7.12)
        Disposables.create()
    }
}

final private class SkipUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

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
