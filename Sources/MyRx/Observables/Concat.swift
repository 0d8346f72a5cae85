// Stage 7.8 writes this file. `concat`: the sources one after another, each subscribed once the
// one before it has completed, by a `TailRecursiveSink` (Observers/TailRecursiveSink.swift).

extension ObservableType {
    /// Sends what this observable sends, then, once it has completed, what `second` sends.
    /// `second` is subscribed only then.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension ObservableType {
    /// Subscribes to the observables of `sequence` one after another, each once the one before
    /// it has completed. An error ends the result.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// Subscribes to the observables of `collection` one after another, each once the one
    /// before it has completed. An error ends the result.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Concat(sources: collection, count: collection.count)
    }

    /// Subscribes to `sources` one after another, each once the one before it has completed.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources, count: sources.count)
    }
}

/// The sink of one concat subscription: it observes the current source.
final private class ConcatSink<Sequence: Swift.Sequence, Observer: ObserverType>:
    TailRecursiveSink<Sequence, Observer>, ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    func on(_ event: Event<Element>) {
        // TODO(7.8): the current source's events.
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    /// A concat among the sources is not subscribed: its own sources are walked in place.
    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        guard let nested = observable as? Concat<Sequence> else { return nil }
        return (nested.sources.makeIterator(), nested.count)
    }
}

/// The observable `concat` returns.
final private class Concat<Sequence: Swift.Sequence>: Producer<Sequence.Element.Element>
where Sequence.Element: ObservableConvertibleType {
    typealias Element = Sequence.Element.Element

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
