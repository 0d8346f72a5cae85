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

/// What the sink's gate runs: subscribe to the next source, or forget the remaining ones.
private enum TailRecursiveSinkCommand {
    case moveNext
    case dispose
}

/// RxSwift's `TailRecursiveSink` specialised for concat. A source that completes while the
/// next one is being subscribed (a synchronous source) does not subscribe the one after it
/// from inside that call: the command waits in the gate's queue and runs when the current
/// command returns. So a long chain of synchronous sources runs in a loop, not a deep stack.
final private class ConcatSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Sequence.Element == Observable<Observer.Element> {
    typealias Element = Observer.Element
    // An iterator and how many elements it has left, when known.
    typealias SequenceGenerator = (iterator: Sequence.Iterator, remaining: Int?)

    private var generators: [SequenceGenerator] = []
    // The current source's subscription; a new one disposes the one before.
    private let subscription = SerialDisposable()

    // One command runs at a time; commands issued meanwhile wait their turn.
    private let gate = SerialCommandGate<TailRecursiveSinkCommand>()

    func run(_ sources: SequenceGenerator) -> Disposable {
        generators.append(sources)
        schedule(.moveNext)
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            schedule(.moveNext)
        }
    }

    private func schedule(_ command: TailRecursiveSinkCommand) {
        gate.run(command, with: invoke)
    }

    private func invoke(_ command: TailRecursiveSinkCommand) {
        switch command {
        case .dispose:
            generators.removeAll()
        case .moveNext:
            moveNext()
        }
    }

    private func moveNext() {
        var next: Observable<Element>?
        repeat {
            guard let (iterator, remaining) = generators.last else { break }
            if isDisposed { return }
            generators.removeLast()

            var rest = iterator
            guard let candidate = rest.next() else { continue }
            // Keep the iterator only if it may have more: a known-finished one is dropped at
            // once, so an endless chain does not pile up finished iterators.
            if let remaining {
                if remaining - 1 >= 1 {
                    generators.append((rest, remaining - 1))
                }
            } else {
                generators.append((rest, nil))
            }
            // A concat inside a concat is not subscribed as an observable of its own: its
            // sources are pushed on the stack and taken in turn, as RxSwift's `extract` does.
            if let nested = candidate as? Concat<Sequence, Element> {
                generators.append((nested.sources.makeIterator(), nested.count))
            } else {
                next = candidate
            }
        } while next == nil

        guard let next else {
            forwardOn(.completed)
            dispose()
            return
        }
        let disposable = SingleAssignmentDisposable()
        subscription.disposable = disposable
        disposable.setDisposable(next.subscribe(self))
    }

    override func dispose() {
        super.dispose()
        subscription.dispose()
        // As in RxSwift, the gate is closed first, so the `.dispose` command below is dropped;
        // the remaining iterators go with the sink.
        gate.close()
        schedule(.dispose)
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
