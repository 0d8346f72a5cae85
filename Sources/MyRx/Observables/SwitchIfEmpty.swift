// Stage 7.12 writes this file. `ifEmpty(switchTo:)`: when the source completes with no
// element, the sink subscribes to the other observable and passes its events on instead.

extension ObservableType {
    /// Passes on the events of `self`; if it completes with no element, subscribes to `other`
    /// and passes on its events instead of that `completed`.
    ///
    ///     Observable<Int>.empty().ifEmpty(switchTo: .of(7, 8))   // 7, 8, completed
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), ifEmpty: other)
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

final private class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let ifEmpty: Observable<Element>
    private var isEmpty = true
    private let ifEmptySubscription = SingleAssignmentDisposable()

    init(ifEmpty: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.ifEmpty = ifEmpty
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source; the subscription to `ifEmpty`, made later if at all, is
    /// disposed with it.
    func run(_ source: Observable<Element>) -> Disposable {
        // TODO(7.12)
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(7.12)
    }
}

/// Listens to `ifEmpty` for the sink: every event passes on, a stop event ends the subscription.
final private class SwitchIfEmptySinkIter<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    typealias Parent = SwitchIfEmptySink<Observer>

    private let parent: Parent

    init(parent: Parent) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        // TODO(7.12)
    }

    deinit {
        Resources.decrementTotal()
    }
}
