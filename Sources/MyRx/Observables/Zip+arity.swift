// Stage 7.9 writes this file. `zip` of two and of three sources. (RxSwift generates this file
// for two to eight sources; the learner's library has two and three.)

extension ObservableType {
    /// Pairs the sources' elements by index: the first of each, then the second of each, and so
    /// on, each pair made into a result by `resultSelector`. Completes once every source has.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Zip2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }

    /// Groups the sources' elements by index, each group made into a result by `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Zip3(
            source1: source1.asObservable(), source2: source2.asObservable(),
            source3: source3.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' elements by index, as tuples.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Zip2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { ($0, $1) })
    }

    /// Groups the sources' elements by index, as tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Zip3(
            source1: source1.asObservable(), source2: source2.asObservable(),
            source3: source3.asObservable(), resultSelector: { ($0, $1, $2) })
    }
}

// MARK: two sources

final private class ZipSink2_<E1, E2, Observer: ObserverType>: ZipSink<Observer> {
    typealias Result = Observer.Element
    typealias Parent = Zip2<E1, E2, Result>

    private let parent: Parent

    // Each source's elements not yet paired, oldest first (RxSwift's `Queue`; arrays here).
    private var values1: [E1] = []
    private var values2: [E2] = []

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 2, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: !values1.isEmpty
        case 1: !values2.isEmpty
        default: rxAbstractMethod("ZipSink2_.hasElements: no source \(index)")
        }
    }

    func run() -> Disposable {
        // TODO(7.9): one ZipObserver per source, each with its subscription (ZipSink3_.run below
        // has the shape).
        Disposables.create()
    }

    override func getResult() throws -> Result {
        try parent.resultSelector(values1.removeFirst(), values2.removeFirst())
    }
}

final private class Zip2<E1, E2, Result>: Producer<Result> {
    typealias ResultSelector = (E1, E2) throws -> Result

    let source1: Observable<E1>
    let source2: Observable<E2>
    let resultSelector: ResultSelector

    init(source1: Observable<E1>, source2: Observable<E2>, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipSink2_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: three sources

final private class ZipSink3_<E1, E2, E3, Observer: ObserverType>: ZipSink<Observer> {
    typealias Result = Observer.Element
    typealias Parent = Zip3<E1, E2, E3, Result>

    private let parent: Parent

    private var values1: [E1] = []
    private var values2: [E2] = []
    private var values3: [E3] = []

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 3, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: !values1.isEmpty
        case 1: !values2.isEmpty
        case 2: !values3.isEmpty
        default: rxAbstractMethod("ZipSink3_.hasElements: no source \(index)")
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.append($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.append($0) }, this: subscription2)
        let observer3 = ZipObserver(parent: self, index: 2, setNextValue: { self.values3.append($0) }, this: subscription3)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        return Disposables.create([subscription1, subscription2, subscription3])
    }

    override func getResult() throws -> Result {
        try parent.resultSelector(values1.removeFirst(), values2.removeFirst(), values3.removeFirst())
    }
}

final private class Zip3<E1, E2, E3, Result>: Producer<Result> {
    typealias ResultSelector = (E1, E2, E3) throws -> Result

    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let resultSelector: ResultSelector

    init(
        source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>,
        resultSelector: @escaping ResultSelector
    ) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipSink3_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
