// flatMap, flatMapFirst, merge and concatMap: one observable of elements in, many inner
// observables subscribed, their elements merged into one output. As in RxSwift they share
// two sinks: `MergeSink` (no limit on inner subscriptions) and `MergeLimitedSink` (at most
// `maxConcurrent` at once, the rest queued; concatMap and concat() are the limit 1).

extension ObservableType {
    /// Maps each element to an observable with `selector`, subscribes to every one of them at
    /// once, and merges their elements as they arrive. The result completes when the source and
    /// every inner observable have completed; an error from any of them ends it.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector)
    }

    /// Like `flatMap`, but while an inner observable is still running, new source elements are
    /// dropped (the selector is not even called for them).
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMapFirst(source: asObservable(), selector: selector)
    }

    /// Like `flatMap`, but one inner observable at a time: the next is subscribed only when the
    /// one before it completes, so the output keeps the order of the source elements.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        ConcatMap(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every observable the source sends and merges their elements.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable())
    }

    /// Like `merge()`, but with at most `maxConcurrent` inner subscriptions at once; the others
    /// wait in a queue, in order.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), maxConcurrent: maxConcurrent)
    }

    /// Subscribes to the observables the source sends one after another, each when the one
    /// before it completes.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Subscribes to all `sources` at once and merges their elements; completes when all have.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection)
        -> Observable<Element> where Collection.Element == Observable<Element>
    {
        MergeArray(sources: Array(sources))
    }

    /// Subscribes to all `sources` at once and merges their elements; completes when all have.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to all `sources` at once and merges their elements; completes when all have.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

// MARK: - MergeSink: every inner observable at once

/// Observes one inner observable for a `MergeSink`.
final private class MergeSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Parent = MergeSink<SourceElement, SourceSequence, Observer>
    typealias Element = Observer.Element

    private let parent: Parent
    private let disposeKey: CompositeDisposable.DisposeKey

    init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            parent.forwardOn(.next(value))
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            // This inner subscription is over: take it out of the group (which disposes it)
            // before checking whether everything is done.
            parent.group.remove(for: disposeKey)
            parent.activeCount -= 1
            parent.checkCompleted()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

private class MergeSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement

    // The source subscription and every inner one; disposing the sink disposes them all.
    let group = CompositeDisposable()
    let sourceSubscription = SingleAssignmentDisposable()

    var activeCount = 0
    var stopped = false

    /// Whether a new source element should be mapped and subscribed (flatMapFirst says no
    /// while an inner observable runs).
    var subscribeNext: Bool { true }

    /// The source element's inner observable. Subclasses override it.
    func performMap(_ element: SourceElement) throws -> SourceSequence {
        rxAbstractMethod("MergeSink.performMap")
    }

    private func nextElementArrived(element: SourceElement) -> SourceSequence? {
        if !subscribeNext { return nil }
        do {
            let value = try performMap(element)
            activeCount += 1
            return value
        } catch {
            forwardOn(.error(error))
            dispose()
            return nil
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let value = nextElementArrived(element: element) {
                subscribeInner(value.asObservable())
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            // The source is done, but inner observables may still be running.
            stopped = true
            sourceSubscription.dispose()
            checkCompleted()
        }
    }

    func subscribeInner(_ source: Observable<Observer.Element>) {
        let iterDisposable = SingleAssignmentDisposable()
        // A nil key means the group is disposed already: the result has ended.
        if let disposeKey = group.insert(iterDisposable) {
            let iter = MergeSinkIter(parent: self, disposeKey: disposeKey)
            let subscription = source.subscribe(iter)
            iterDisposable.setDisposable(subscription)
        }
    }

    /// Completes the result once the source has stopped and no inner observable is running.
    func checkCompleted() {
        if stopped && activeCount == 0 {
            forwardOn(.completed)
            dispose()
        }
    }

    /// For `Observable.merge(a, b, …)`: the inner observables are known up front.
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        activeCount += sources.count
        for source in sources {
            subscribeInner(source)
        }
        stopped = true
        checkCompleted()
        return group
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        let subscription = source.subscribe(self)
        sourceSubscription.setDisposable(subscription)
        return group
    }
}

final private class FlatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    MergeSink<SourceElement, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selector(element)
    }
}

final private class FlatMapFirstSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    MergeSink<SourceElement, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let selector: Selector

    override var subscribeNext: Bool { activeCount == 0 }

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selector(element)
    }
}

final private class MergeBasicSink<Source: ObservableConvertibleType, Observer: ObserverType>:
    MergeSink<Source, Source, Observer>
where Observer.Element == Source.Element {
    override func performMap(_ element: Source) throws -> Source {
        element
    }
}

final private class FlatMap<SourceElement, SourceSequence: ObservableConvertibleType>:
    Producer<SourceSequence.Element>
{
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = FlatMapSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

final private class FlatMapFirst<SourceElement, SourceSequence: ObservableConvertibleType>:
    Producer<SourceSequence.Element>
{
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = FlatMapFirstSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

final private class Merge<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>

    init(source: Observable<SourceSequence>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = MergeBasicSink<SourceSequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

final private class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = MergeBasicSink<Observable<Element>, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink: sink, subscription: subscription)
    }
}

// MARK: - MergeLimitedSink: at most `maxConcurrent` inner observables at once

/// Observes one inner observable for a `MergeLimitedSink`.
final private class MergeLimitedSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Parent = MergeLimitedSink<SourceElement, SourceSequence, Observer>
    typealias Element = Observer.Element

    private let parent: Parent
    private let disposeKey: CompositeDisposable.DisposeKey

    init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error:
            parent.forwardOn(event)
            parent.dispose()
        case .completed:
            parent.group.remove(for: disposeKey)
            parent.dequeueNextAndSubscribe()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

private class MergeLimitedSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement

    let maxConcurrent: Int

    var stopped = false
    var activeCount = 0
    // Inner observables waiting for a free place, oldest first.
    var queue = Queue<SourceSequence>()

    let sourceSubscription = SingleAssignmentDisposable()
    let group = CompositeDisposable()

    init(maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        let disposable = source.subscribe(self)
        sourceSubscription.setDisposable(disposable)
        return group
    }

    @discardableResult
    func subscribe(_ innerSource: SourceSequence, group: CompositeDisposable) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        if let key = group.insert(subscription) {
            let observer = MergeLimitedSinkIter(parent: self, disposeKey: key)
            let disposable = innerSource.asObservable().subscribe(observer)
            subscription.setDisposable(disposable)
        }
        return subscription
    }

    /// An inner observable has completed: a queued one takes its place (the active count stays
    /// the same), or the place is freed.
    func dequeueNextAndSubscribe() {
        if let next = queue.dequeue() {
            // Not subscribed here, inside the finished inner's `completed`: a synchronous inner
            // would complete inside this call and the next one inside that, one stack level per
            // inner. On the trampoline it waits its turn at the back of the queue, and in the
            // group, so disposing the subscription before its turn means it never subscribes.
            let disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscribe(next, group: self.group)
            }
            _ = group.insert(disposable)
        } else {
            activeCount -= 1
            if stopped && activeCount == 0 {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    /// The source element's inner observable. Subclasses override it.
    func performMap(_ element: SourceElement) throws -> SourceSequence {
        rxAbstractMethod("MergeLimitedSink.performMap")
    }

    private func nextElementArrived(element: SourceElement) -> SourceSequence? {
        // As in RxSwift, the selector runs when the element arrives, even if its observable
        // has to wait in the queue.
        if activeCount < maxConcurrent {
            activeCount += 1
            return performMapOrFail(element)
        }
        if let sequence = performMapOrFail(element) {
            queue.enqueue(sequence)
        }
        return nil
    }

    /// The element's inner observable; nil when the selector throws, which ends the result.
    private func performMapOrFail(_ element: SourceElement) -> SourceSequence? {
        do {
            return try performMap(element)
        } catch {
            forwardOn(.error(error))
            dispose()
            return nil
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let sequence = nextElementArrived(element: element) {
                subscribe(sequence, group: group)
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            if activeCount == 0 {
                forwardOn(.completed)
                dispose()
            } else {
                sourceSubscription.dispose()
            }
            // Set only after the source's disposal, as in RxSwift: an inner observable that
            // completes during that disposal must not yet count the source as stopped, so it
            // does not complete the result from inside the disposal.
            stopped = true
        }
    }
}

final private class ConcatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    MergeLimitedSink<SourceElement, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(maxConcurrent: 1, observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selector(element)
    }
}

final private class MergeLimitedBasicSink<Source: ObservableConvertibleType, Observer: ObserverType>:
    MergeLimitedSink<Source, Source, Observer>
where Observer.Element == Source.Element {
    override func performMap(_ element: Source) throws -> Source {
        element
    }
}

final private class ConcatMap<SourceElement, SourceSequence: ObservableConvertibleType>:
    Producer<SourceSequence.Element>
{
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = ConcatMapSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

final private class MergeLimited<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>
    private let maxConcurrent: Int

    init(source: Observable<SourceSequence>, maxConcurrent: Int) {
        self.source = source
        self.maxConcurrent = maxConcurrent
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = MergeLimitedBasicSink<SourceSequence, Observer>(
            maxConcurrent: maxConcurrent, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
