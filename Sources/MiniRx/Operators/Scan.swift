extension ObservableType {
    /// Runs `accumulator` over the elements, starting from `seed`, and sends the accumulated
    /// value after each element. The accumulator changes the value in place, which avoids a copy
    /// for collections. For only the final value, see `reduce`.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
        -> Observable<A>
    {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Runs `accumulator` over the elements, starting from `seed`, and sends the accumulated
    /// value after each element: `scan(0, accumulator: +)` over 1, 2, 3 sends 1, 3, 6.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
        -> Observable<A>
    {
        // As in RxSwift, the value form is the in-place form with an assignment.
        Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

final private class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Accumulate = Observer.Element
    typealias Accumulator = (inout Accumulate, Element) throws -> Void

    private let accumulator: Accumulator
    // Each subscription starts again from the seed.
    private var accumulate: Accumulate

    init(seed: Accumulate, accumulator: @escaping Accumulator, observer: Observer, cancel: Cancelable) {
        self.accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                forwardOn(.next(accumulate))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class Scan<Element, Accumulate>: Producer<Accumulate> {
    typealias Accumulator = (inout Accumulate, Element) throws -> Void

    private let source: Observable<Element>
    private let seed: Accumulate
    private let accumulator: Accumulator

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Accumulate
    {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
