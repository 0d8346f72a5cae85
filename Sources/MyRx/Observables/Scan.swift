// Stage 7.11 writes this file. `scan`: a Sink that keeps a running total, starting from a seed,
// and sends it after each element.

extension ObservableType {
    /// Sends the running total after each element: `accumulator` changes the total in place,
    /// starting from `seed`. Each subscription starts from the seed.
    ///
    ///     Observable.of(1, 2, 3).scan(into: 0) { $0 += $1 }   // 1, 3, 6, completed
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
        -> Observable<A>
    {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Sends the running total after each element: `accumulator` returns the next total from
    /// the last one and the element, starting from `seed`.
    ///
    ///     Observable.of(1, 2, 3).scan(0, accumulator: +)   // 1, 3, 6, completed
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
        -> Observable<A>
    {
        Scan(source: asObservable(), seed: seed) { total, element in
            total = try accumulator(total, element)
        }
    }
}

final private class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Accumulate = Observer.Element
    typealias Parent = Scan<Element, Accumulate>

    private let parent: Parent
    private var accumulate: Accumulate

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        accumulate = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    /// Adds each element to the running total and sends the total.
    func on(_ event: Event<Element>) {
        // TODO(7.11)
    }

}

final private class Scan<Element, Accumulate>: Producer<Accumulate> {
    typealias Accumulator = (inout Accumulate, Element) throws -> Void

    private let source: Observable<Element>
    fileprivate let seed: Accumulate
    fileprivate let accumulator: Accumulator

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Accumulate
    {
        let sink = ScanSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
