// Stages 7.4 and 7.8 write this file. `flatMap` (7.4): each element becomes an inner
// observable, subscribed at once; the inner observables' elements are merged into one output.
// `merge()`, `Observable.merge` and `concatMap` (7.8): the same sink with the identity for a
// selector, and a second sink, `MergeLimitedSink`, that runs at most a few inner observables at
// once and queues the rest. (RxSwift's Merge.swift also has flatMapFirst, not written here.)

extension ObservableType {
    /// Maps each element to an observable with `selector`, subscribes to each, and sends on
    /// every element they send. Completes once the source and every inner observable have;
    /// an error from any of them (or a `selector` that throws) ends the result.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every observable the source sends, as it arrives, and sends on every
    /// element they send. Completes once the source and every inner observable have; an error
    /// from any of them ends the result.
    public func merge() -> Observable<Element.Element> {
        // TODO(7.8): flatMap's sink, whose selector passes each inner on as it is.
        Observable<Element.Element>.never()
    }

    /// Like `merge()`, with at most `maxConcurrent` inner observables subscribed at once; the
    /// others wait in a queue, in order, until one completes.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), maxConcurrent: maxConcurrent)
    }

    /// Subscribes to the observables the source sends one at a time, each once the one before
    /// it has completed: `merge(maxConcurrent: 1)`.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Subscribes to every observable of `sources` at once, in order, and sends on every element
    /// they send. Completes once all of them have; an error from any of them ends the result.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Subscribes to every observable of `sources` at once, in order, and merges their elements.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to every one of `sources` at once, in order, and merges their elements.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

extension ObservableType {
    /// Maps each element to an observable with `selector` when it arrives, and subscribes to
    /// those observables one at a time, each once the one before it has completed, so their
    /// elements come out in the order of the source's. An error ends the result.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        ConcatMap(source: asObservable(), selector: selector)
    }
}

/// The observer of one inner observable.
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
        // TODO(7.4): an inner observable's events.
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// The sink of one flatMap or merge subscription: it observes the source, and keeps the source's
/// subscription and every inner one in one group.
final private class MergeSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let selector: Selector

    // The source subscription and every inner one; disposing the sink disposes them all.
    let group = CompositeDisposable()
    let sourceSubscription = SingleAssignmentDisposable()

    var activeCount = 0
    var stopped = false

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        // TODO(7.4): the source's events.
    }

    func subscribeInner(_ source: Observable<Observer.Element>) {
        // TODO(7.4)
    }

    func checkCompleted() {
        // TODO(7.4)
    }

    /// `Observable.merge`: every source is an inner observable from the start, and there is no
    /// outer source to wait for.
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        // TODO(7.8): every source is an inner observable from the start.
        group
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        // TODO(7.4)
        group
    }
}

/// The observable `flatMap` returns.
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
        let sink = MergeSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `merge()` returns: flatMap's sink, whose selector passes each inner on as it is.
final private class Merge<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>

    init(source: Observable<SourceSequence>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = MergeSink<SourceSequence, SourceSequence, Observer>(
            selector: { $0 }, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `Observable.merge` returns.
final private class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            selector: { $0 }, observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink: sink, subscription: subscription)
    }
}

// MARK: at most maxConcurrent inner observables at once

/// The observer of one inner observable of a `MergeLimitedSink`.
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
        // TODO(7.8): an inner observable's events.
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// The sink of one concatMap, `merge(maxConcurrent:)` or `concat()` subscription: at most
/// `maxConcurrent` inner observables run; the others wait in `queue`.
final private class MergeLimitedSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let maxConcurrent: Int
    private let selector: Selector

    var stopped = false
    var activeCount = 0
    // The inner observables waiting their turn, oldest first (RxSwift's `Queue`; an array here).
    var queue: [SourceSequence] = []

    let sourceSubscription = SingleAssignmentDisposable()
    // The source subscription, every inner one, and every subscription still waiting on the
    // trampoline.
    let group = CompositeDisposable()

    init(maxConcurrent: Int, selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.maxConcurrent = maxConcurrent
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        // TODO(7.8)
        group
    }

    @discardableResult
    func subscribe(_ innerSource: SourceSequence) -> Disposable {
        // TODO(7.8): subscribe one inner observable, its subscription kept in the group.
        Disposables.create()
    }

    /// An inner observable has completed: the oldest waiting one takes its place (the count
    /// stays), or its place is freed.
    func dequeueNextAndSubscribe() {
        // TODO(7.8): the oldest waiting inner, subscribed on the trampoline, or a place freed.
    }

    func on(_ event: Event<SourceElement>) {
        // TODO(7.8): the source's events.
    }
}

/// The observable `concatMap` returns: one inner observable at a time.
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
        let sink = MergeLimitedSink(maxConcurrent: 1, selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `merge(maxConcurrent:)` and `concat()` return.
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
        let sink = MergeLimitedSink<SourceSequence, SourceSequence, Observer>(
            maxConcurrent: maxConcurrent, selector: { $0 }, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
