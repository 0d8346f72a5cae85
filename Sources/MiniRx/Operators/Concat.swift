extension ObservableType {
    /// Sends everything this observable sends, then, once it has completed, everything `second`
    /// sends. `second` is subscribed only then.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to the observables of `sequence` one after another, each when the one before
    /// it completes. An error ends the result.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// Subscribes to the observables of `collection` one after another, each when the one before
    /// it completes. An error ends the result.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<Element> where Collection.Element == Observable<Element>
    {
        Concat(sources: collection, count: collection.count)
    }

    /// Subscribes to `sources` one after another, each when the one before it completes.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources, count: sources.count)
    }
}

/// Subscribes to the sources one after another: a completion moves on to the next source.
final private class ConcatSink<Sequence: Swift.Sequence, Observer: ObserverType>:
    TailRecursiveSink<Sequence, Observer>, ObserverType
where Sequence.Element == Observable<Observer.Element> {
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            scheduleMoveNext()
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    /// A concat inside a concat is not subscribed: its sources are walked in place.
    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        guard let nested = observable as? Concat<Sequence, Element> else { return nil }
        return (nested.sources.makeIterator(), nested.count)
    }
}

final private class Concat<Sequence: Swift.Sequence, Element>: Producer<Element>
where Sequence.Element == Observable<Element> {
    fileprivate let sources: Sequence
    fileprivate let count: Int?

    init(sources: Sequence, count: Int?) {
        self.sources = sources
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ConcatSink<Sequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), count))
        return (sink: sink, subscription: subscription)
    }
}
