// Stage 7.9 writes this file. `combineLatest` of two and of three sources. (RxSwift generates
// this file for two to eight sources; the learner's library has two and three.)

extension ObservableType {
    /// Each time a source sends, once every source has sent at least once, makes a result of
    /// every source's latest element with `resultSelector`. Completes once every source has.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest2(
            source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }

    /// Each time a source sends, once every source has sent at least once, makes a result of
    /// every source's latest element with `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest3(
            source1: source1.asObservable(), source2: source2.asObservable(),
            source3: source3.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Each time a source sends, once every source has sent, the latest element of each, as a tuple.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        CombineLatest2(
            source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { ($0, $1) })
    }

    /// Each time a source sends, once every source has sent, the latest element of each, as a tuple.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        CombineLatest3(
            source1: source1.asObservable(), source2: source2.asObservable(),
            source3: source3.asObservable(), resultSelector: { ($0, $1, $2) })
    }
}

// MARK: two sources

final private class CombineLatestSink2_<E1, E2, Observer: ObserverType>: CombineLatestSink<Observer> {
    typealias Result = Observer.Element
    typealias Parent = CombineLatest2<E1, E2, Result>

    private let parent: Parent

    // Each source's latest element; read only once every source has sent one.
    private var latestElement1: E1!
    private var latestElement2: E2!

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 2, observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let observer1 = CombineLatestObserver(
            parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
        let observer2 = CombineLatestObserver(
            parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        return Disposables.create([subscription1, subscription2])
    }

    override func getResult() throws -> Result {
        try parent.resultSelector(latestElement1, latestElement2)
    }
}

final private class CombineLatest2<E1, E2, Result>: Producer<Result> {
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
        let sink = CombineLatestSink2_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: three sources

final private class CombineLatestSink3_<E1, E2, E3, Observer: ObserverType>: CombineLatestSink<Observer> {
    typealias Result = Observer.Element
    typealias Parent = CombineLatest3<E1, E2, E3, Result>

    private let parent: Parent

    private var latestElement1: E1!
    private var latestElement2: E2!
    private var latestElement3: E3!

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 3, observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let observer1 = CombineLatestObserver(
            parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
        let observer2 = CombineLatestObserver(
            parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)
        let observer3 = CombineLatestObserver(
            parent: self, index: 2, setLatestValue: { (element: E3) in self.latestElement3 = element }, this: subscription3)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        return Disposables.create([subscription1, subscription2, subscription3])
    }

    override func getResult() throws -> Result {
        try parent.resultSelector(latestElement1, latestElement2, latestElement3)
    }
}

final private class CombineLatest3<E1, E2, E3, Result>: Producer<Result> {
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
        let sink = CombineLatestSink3_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
