// Stage 7.11 writes this file. `reduce`: a Sink that keeps a running total, starting from a seed,
// and sends only the last one, once the source completes.

extension ObservableType {
    /// Sends one element when the source completes: the total `accumulator` builds from `seed`
    /// and every element, passed through `mapResult`; then completed.
    ///
    ///     Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })   // sum 6
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A,
        mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Sends one element when the source completes: the total `accumulator` builds from `seed`
    /// and every element; then completed.
    ///
    ///     Observable.of(1, 2, 3).reduce(0, accumulator: +)   // 6, completed
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
        -> Observable<A>
    {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

final private class ReduceSink<SourceType, AccumulateType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
{
    typealias ResultType = Observer.Element
    typealias Parent = Reduce<SourceType, AccumulateType, ResultType>

    private let parent: Parent
    private var accumulation: AccumulateType

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        accumulation = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let value):
            do {
                accumulation = try parent.accumulator(accumulation, value)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            do {
                let result = try parent.mapResult(accumulation)
                forwardOn(.next(result))
                forwardOn(.completed)
                dispose()
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

final private class Reduce<SourceType, AccumulateType, ResultType>: Producer<ResultType> {
    typealias AccumulatorType = (AccumulateType, SourceType) throws -> AccumulateType
    typealias ResultSelectorType = (AccumulateType) throws -> ResultType

    private let source: Observable<SourceType>
    fileprivate let seed: AccumulateType
    fileprivate let accumulator: AccumulatorType
    fileprivate let mapResult: ResultSelectorType

    init(
        source: Observable<SourceType>, seed: AccumulateType,
        accumulator: @escaping AccumulatorType, mapResult: @escaping ResultSelectorType
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == ResultType
    {
        let sink = ReduceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
