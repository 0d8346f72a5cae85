extension ObservableType {
    /// On each element (or the completion) of `sampler`, sends the latest element this
    /// sequence produced since the previous sample; when there is none, sends `defaultValue`
    /// if given, else nothing. Completes on the first sample after this sequence completes.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

/// Listens to the sampler and takes a sample from its parent sink on every tick.
final private class SamplerSink<Observer: ObserverType, SampleType>: ObserverType {
    typealias Element = SampleType

    private let parent: SampleSequenceSink<Observer, SampleType>

    init(parent: SampleSequenceSink<Observer, SampleType>) {
        self.parent = parent
    }

    func on(_ event: Event<SampleType>) {
        switch event {
        case .next, .completed:
            if let element = parent.element {
                parent.element = nil
                parent.forwardOn(.next(element))
            } else if let defaultValue = parent.defaultValue {
                parent.forwardOn(.next(defaultValue))
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

final private class SampleSequenceSink<Observer: ObserverType, SampleType>: Sink<Observer>,
    ObserverType
{
    typealias Element = Observer.Element

    private let parent: Sample<Element, SampleType>
    // The latest element not yet sampled.
    fileprivate var element: Element?
    // The source has completed; the next sample completes the result.
    fileprivate var atEnd = false
    private let sourceSubscription = SingleAssignmentDisposable()

    fileprivate var defaultValue: Element? { parent.defaultValue }

    init(parent: Sample<Element, SampleType>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

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
            atEnd = true
            sourceSubscription.dispose()
        }
    }
}

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
