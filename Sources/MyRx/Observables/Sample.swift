// Stage 10.7 writes this file. sample: the latest element goes out when another sequence, the
// sampler, ticks.

extension ObservableType {
    /// At each element or the completion of `sampler`, sends the latest element this sequence
    /// sent since the last tick; if none, `defaultValue` when one is given, else nothing. After
    /// this sequence completes, the next tick sends what is left, then completes.
    ///
    ///     source:    -1-2-----3----4-|
    ///     sampler:   ----x---x--x---x---x
    ///     result:    ----2------3---4|
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

/// The sampler's observer: each tick takes the element its parent sink keeps.
final private class SamplerSink<Observer: ObserverType, SampleType>: ObserverType {
    typealias Element = SampleType

    private let parent: SampleSequenceSink<Observer, SampleType>

    init(parent: SampleSequenceSink<Observer, SampleType>) {
        self.parent = parent
    }

    func on(_ event: Event<SampleType>) {
        // TODO(10.7): a tick (an element or the completion) sends the parent's latest element,
        // or its default value; after the source completed it completes too. An error ends all.
    }
}

/// The source's observer: it keeps the latest element until the sampler takes it.
final private class SampleSequenceSink<Observer: ObserverType, SampleType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Sample<Element, SampleType>
    let defaultValue: Element?
    /// The latest element not sampled yet.
    var element: Element?
    /// The source completed: the next tick completes the result.
    var atEnd = false
    private let sourceSubscription = SingleAssignmentDisposable()

    init(parent: Sample<Element, SampleType>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.defaultValue = parent.defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source, then to the sampler; disposing the result ends both.
    func run() -> Disposable {
        // TODO(10.7): subscribe to the source (into `sourceSubscription`), then to the sampler.
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(10.7): keep the latest element; see the rules for the stop events.
    }
}

/// The shared half: the source, the sampler and the default value.
final private class Sample<Element, SampleType>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<SampleType>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SampleType>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SampleSequenceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
