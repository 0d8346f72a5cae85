// Stage 7.4 writes this file. `flatMap`: each element becomes an inner observable, subscribed at
// once; the inner observables' elements are merged into one output. (RxSwift's Merge.swift
// shares this sink with merge() and flatMapFirst; here it serves flatMap only.)

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

/// The sink of one flatMap subscription: it observes the source, and keeps the source's
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
