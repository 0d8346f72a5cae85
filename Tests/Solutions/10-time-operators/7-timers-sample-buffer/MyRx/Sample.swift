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
        switch event {
        case .next, .completed:
            if let element = parent.element ?? parent.defaultValue {
                // Taken before it goes out: an element sent in meanwhile waits for the next tick.
                parent.element = nil
                parent.forwardOn(.next(element))
            }
            if parent.atEnd {
                parent.forwardOn(.completed)
                parent.dispose()
            }
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        }
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
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        let samplerSubscription = parent.sampler.subscribe(SamplerSink(parent: self))
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            self.element = element
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            // The result waits for the next tick, but the source is done: let it go now.
            atEnd = true
            sourceSubscription.dispose()
        }
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
