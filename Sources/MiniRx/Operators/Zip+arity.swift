// zip for 2 to 8 sources, written out per arity by hand (RxSwift generates its copies from a
// template). Arity 2 is the one to read: the others repeat its shape, so a change to one arity
// goes into all of them. Each arity is a Producer holding its sources and a sink subclass of
// `ZipSink` holding one queue per source; the rules live in `ZipSink` (Zip.swift).
//
// Why not Swift parameter packs, which could say it once: tried against RxSwift's call sites,
// a pack-based `zip`/`combineLatest` made tuple-form chains such as `.map { $0 + $1 + … }`
// fail to type-check in reasonable time from 5–6 sources, and a class generic over a pack
// needs macOS 14 / iOS 17, above this package's platforms.

// MARK: 2

extension ObservableType {
    /// Combines the sources pairwise with `resultSelector`: the first elements of each, then the
    /// second elements of each, and so on. Completes when every source has completed.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Zip2(source1: source1.asObservable(), source2: source2.asObservable(),
             resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' elements by index into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Zip2(source1: source1.asObservable(), source2: source2.asObservable(),
             resultSelector: { ($0, $1) })
    }
}

final private class ZipSink2_<E1, E2, Observer: ObserverType>: ZipSink<Observer> {
    typealias Parent = Zip2<E1, E2, Observer.Element>
    private let parent: Parent
    private var values1 = Queue<E1>()
    private var values2 = Queue<E2>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 2, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: return !values1.isEmpty
        default: return !values2.isEmpty
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.enqueue($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.enqueue($0) }, this: subscription2)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        return Disposables.create([subscription1, subscription2])
    }

    override func getResult() throws -> Observer.Element {
        try parent.resultSelector(values1.dequeue()!, values2.dequeue()!)
    }
}

final private class Zip2<E1, E2, Result>: Producer<Result> {
    let source1: Observable<E1>
    let source2: Observable<E2>
    let resultSelector: (E1, E2) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>,
         resultSelector: @escaping (E1, E2) throws -> Result) {
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

// MARK: 3

extension ObservableType {
    /// Combines three sources by index with `resultSelector`. Completes when all have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Zip3(source1: source1.asObservable(), source2: source2.asObservable(),
             source3: source3.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines three sources by index into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Zip3(source1: source1.asObservable(), source2: source2.asObservable(),
             source3: source3.asObservable(), resultSelector: { ($0, $1, $2) })
    }
}

final private class ZipSink3_<E1, E2, E3, Observer: ObserverType>: ZipSink<Observer> {
    typealias Parent = Zip3<E1, E2, E3, Observer.Element>
    private let parent: Parent
    private var values1 = Queue<E1>()
    private var values2 = Queue<E2>()
    private var values3 = Queue<E3>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 3, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: return !values1.isEmpty
        case 1: return !values2.isEmpty
        default: return !values3.isEmpty
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.enqueue($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.enqueue($0) }, this: subscription2)
        let observer3 = ZipObserver(parent: self, index: 2, setNextValue: { self.values3.enqueue($0) }, this: subscription3)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        return Disposables.create([subscription1, subscription2, subscription3])
    }

    override func getResult() throws -> Observer.Element {
        try parent.resultSelector(values1.dequeue()!, values2.dequeue()!, values3.dequeue()!)
    }
}

final private class Zip3<E1, E2, E3, Result>: Producer<Result> {
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let resultSelector: (E1, E2, E3) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>,
         resultSelector: @escaping (E1, E2, E3) throws -> Result) {
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

// MARK: 4

extension ObservableType {
    /// Combines four sources by index with `resultSelector`. Completes when all have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Zip4(source1: source1.asObservable(), source2: source2.asObservable(),
             source3: source3.asObservable(), source4: source4.asObservable(),
             resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines four sources by index into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Zip4(source1: source1.asObservable(), source2: source2.asObservable(),
             source3: source3.asObservable(), source4: source4.asObservable(),
             resultSelector: { ($0, $1, $2, $3) })
    }
}

final private class ZipSink4_<E1, E2, E3, E4, Observer: ObserverType>: ZipSink<Observer> {
    typealias Parent = Zip4<E1, E2, E3, E4, Observer.Element>
    private let parent: Parent
    private var values1 = Queue<E1>()
    private var values2 = Queue<E2>()
    private var values3 = Queue<E3>()
    private var values4 = Queue<E4>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 4, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: return !values1.isEmpty
        case 1: return !values2.isEmpty
        case 2: return !values3.isEmpty
        default: return !values4.isEmpty
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let subscription4 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.enqueue($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.enqueue($0) }, this: subscription2)
        let observer3 = ZipObserver(parent: self, index: 2, setNextValue: { self.values3.enqueue($0) }, this: subscription3)
        let observer4 = ZipObserver(parent: self, index: 3, setNextValue: { self.values4.enqueue($0) }, this: subscription4)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        subscription4.setDisposable(parent.source4.subscribe(observer4))
        return Disposables.create([subscription1, subscription2, subscription3, subscription4])
    }

    override func getResult() throws -> Observer.Element {
        try parent.resultSelector(
            values1.dequeue()!, values2.dequeue()!, values3.dequeue()!, values4.dequeue()!)
    }
}

final private class Zip4<E1, E2, E3, E4, Result>: Producer<Result> {
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let resultSelector: (E1, E2, E3, E4) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>,
         source4: Observable<E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipSink4_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: 5

extension ObservableType {
    /// Combines five sources by index with `resultSelector`. Completes when all have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Zip5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(),
            resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines five sources by index into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Zip5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(),
            resultSelector: { ($0, $1, $2, $3, $4) })
    }
}

final private class ZipSink5_<E1, E2, E3, E4, E5, Observer: ObserverType>: ZipSink<Observer> {
    typealias Parent = Zip5<E1, E2, E3, E4, E5, Observer.Element>
    private let parent: Parent
    private var values1 = Queue<E1>()
    private var values2 = Queue<E2>()
    private var values3 = Queue<E3>()
    private var values4 = Queue<E4>()
    private var values5 = Queue<E5>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 5, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: return !values1.isEmpty
        case 1: return !values2.isEmpty
        case 2: return !values3.isEmpty
        case 3: return !values4.isEmpty
        default: return !values5.isEmpty
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let subscription4 = SingleAssignmentDisposable()
        let subscription5 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.enqueue($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.enqueue($0) }, this: subscription2)
        let observer3 = ZipObserver(parent: self, index: 2, setNextValue: { self.values3.enqueue($0) }, this: subscription3)
        let observer4 = ZipObserver(parent: self, index: 3, setNextValue: { self.values4.enqueue($0) }, this: subscription4)
        let observer5 = ZipObserver(parent: self, index: 4, setNextValue: { self.values5.enqueue($0) }, this: subscription5)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        subscription4.setDisposable(parent.source4.subscribe(observer4))
        subscription5.setDisposable(parent.source5.subscribe(observer5))
        return Disposables.create([subscription1, subscription2, subscription3, subscription4, subscription5])
    }

    override func getResult() throws -> Observer.Element {
        try parent.resultSelector(
            values1.dequeue()!, values2.dequeue()!, values3.dequeue()!, values4.dequeue()!, values5.dequeue()!)
    }
}

final private class Zip5<E1, E2, E3, E4, E5, Result>: Producer<Result> {
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let resultSelector: (E1, E2, E3, E4, E5) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>,
         resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipSink5_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: 6

extension ObservableType {
    /// Combines six sources by index with `resultSelector`. Completes when all have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Zip6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
            resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines six sources by index into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Zip6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
            resultSelector: { ($0, $1, $2, $3, $4, $5) })
    }
}

final private class ZipSink6_<E1, E2, E3, E4, E5, E6, Observer: ObserverType>: ZipSink<Observer> {
    typealias Parent = Zip6<E1, E2, E3, E4, E5, E6, Observer.Element>
    private let parent: Parent
    private var values1 = Queue<E1>()
    private var values2 = Queue<E2>()
    private var values3 = Queue<E3>()
    private var values4 = Queue<E4>()
    private var values5 = Queue<E5>()
    private var values6 = Queue<E6>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 6, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: return !values1.isEmpty
        case 1: return !values2.isEmpty
        case 2: return !values3.isEmpty
        case 3: return !values4.isEmpty
        case 4: return !values5.isEmpty
        default: return !values6.isEmpty
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let subscription4 = SingleAssignmentDisposable()
        let subscription5 = SingleAssignmentDisposable()
        let subscription6 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.enqueue($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.enqueue($0) }, this: subscription2)
        let observer3 = ZipObserver(parent: self, index: 2, setNextValue: { self.values3.enqueue($0) }, this: subscription3)
        let observer4 = ZipObserver(parent: self, index: 3, setNextValue: { self.values4.enqueue($0) }, this: subscription4)
        let observer5 = ZipObserver(parent: self, index: 4, setNextValue: { self.values5.enqueue($0) }, this: subscription5)
        let observer6 = ZipObserver(parent: self, index: 5, setNextValue: { self.values6.enqueue($0) }, this: subscription6)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        subscription4.setDisposable(parent.source4.subscribe(observer4))
        subscription5.setDisposable(parent.source5.subscribe(observer5))
        subscription6.setDisposable(parent.source6.subscribe(observer6))
        return Disposables.create([subscription1, subscription2, subscription3, subscription4, subscription5, subscription6])
    }

    override func getResult() throws -> Observer.Element {
        try parent.resultSelector(
            values1.dequeue()!, values2.dequeue()!, values3.dequeue()!, values4.dequeue()!, values5.dequeue()!, values6.dequeue()!)
    }
}

final private class Zip6<E1, E2, E3, E4, E5, E6, Result>: Producer<Result> {
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let source6: Observable<E6>
    let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>, source6: Observable<E6>,
         resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipSink6_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: 7

extension ObservableType {
    /// Combines seven sources by index with `resultSelector`. Completes when all have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Zip7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(),
            resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines seven sources by index into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Zip7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(),
            resultSelector: { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

final private class ZipSink7_<E1, E2, E3, E4, E5, E6, E7, Observer: ObserverType>: ZipSink<Observer> {
    typealias Parent = Zip7<E1, E2, E3, E4, E5, E6, E7, Observer.Element>
    private let parent: Parent
    private var values1 = Queue<E1>()
    private var values2 = Queue<E2>()
    private var values3 = Queue<E3>()
    private var values4 = Queue<E4>()
    private var values5 = Queue<E5>()
    private var values6 = Queue<E6>()
    private var values7 = Queue<E7>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 7, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: return !values1.isEmpty
        case 1: return !values2.isEmpty
        case 2: return !values3.isEmpty
        case 3: return !values4.isEmpty
        case 4: return !values5.isEmpty
        case 5: return !values6.isEmpty
        default: return !values7.isEmpty
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let subscription4 = SingleAssignmentDisposable()
        let subscription5 = SingleAssignmentDisposable()
        let subscription6 = SingleAssignmentDisposable()
        let subscription7 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.enqueue($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.enqueue($0) }, this: subscription2)
        let observer3 = ZipObserver(parent: self, index: 2, setNextValue: { self.values3.enqueue($0) }, this: subscription3)
        let observer4 = ZipObserver(parent: self, index: 3, setNextValue: { self.values4.enqueue($0) }, this: subscription4)
        let observer5 = ZipObserver(parent: self, index: 4, setNextValue: { self.values5.enqueue($0) }, this: subscription5)
        let observer6 = ZipObserver(parent: self, index: 5, setNextValue: { self.values6.enqueue($0) }, this: subscription6)
        let observer7 = ZipObserver(parent: self, index: 6, setNextValue: { self.values7.enqueue($0) }, this: subscription7)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        subscription4.setDisposable(parent.source4.subscribe(observer4))
        subscription5.setDisposable(parent.source5.subscribe(observer5))
        subscription6.setDisposable(parent.source6.subscribe(observer6))
        subscription7.setDisposable(parent.source7.subscribe(observer7))
        return Disposables.create([subscription1, subscription2, subscription3, subscription4, subscription5, subscription6, subscription7])
    }

    override func getResult() throws -> Observer.Element {
        try parent.resultSelector(
            values1.dequeue()!, values2.dequeue()!, values3.dequeue()!, values4.dequeue()!, values5.dequeue()!, values6.dequeue()!, values7.dequeue()!)
    }
}

final private class Zip7<E1, E2, E3, E4, E5, E6, E7, Result>: Producer<Result> {
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let source6: Observable<E6>
    let source7: Observable<E7>
    let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>, source6: Observable<E6>, source7: Observable<E7>,
         resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipSink7_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: 8

extension ObservableType {
    /// Combines eight sources by index with `resultSelector`. Completes when all have completed.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Zip8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(),
            resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines eight sources by index into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Zip8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(),
            resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}

final private class ZipSink8_<E1, E2, E3, E4, E5, E6, E7, E8, Observer: ObserverType>: ZipSink<Observer> {
    typealias Parent = Zip8<E1, E2, E3, E4, E5, E6, E7, E8, Observer.Element>
    private let parent: Parent
    private var values1 = Queue<E1>()
    private var values2 = Queue<E2>()
    private var values3 = Queue<E3>()
    private var values4 = Queue<E4>()
    private var values5 = Queue<E5>()
    private var values6 = Queue<E6>()
    private var values7 = Queue<E7>()
    private var values8 = Queue<E8>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 8, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: return !values1.isEmpty
        case 1: return !values2.isEmpty
        case 2: return !values3.isEmpty
        case 3: return !values4.isEmpty
        case 4: return !values5.isEmpty
        case 5: return !values6.isEmpty
        case 6: return !values7.isEmpty
        default: return !values8.isEmpty
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let subscription3 = SingleAssignmentDisposable()
        let subscription4 = SingleAssignmentDisposable()
        let subscription5 = SingleAssignmentDisposable()
        let subscription6 = SingleAssignmentDisposable()
        let subscription7 = SingleAssignmentDisposable()
        let subscription8 = SingleAssignmentDisposable()
        let observer1 = ZipObserver(parent: self, index: 0, setNextValue: { self.values1.enqueue($0) }, this: subscription1)
        let observer2 = ZipObserver(parent: self, index: 1, setNextValue: { self.values2.enqueue($0) }, this: subscription2)
        let observer3 = ZipObserver(parent: self, index: 2, setNextValue: { self.values3.enqueue($0) }, this: subscription3)
        let observer4 = ZipObserver(parent: self, index: 3, setNextValue: { self.values4.enqueue($0) }, this: subscription4)
        let observer5 = ZipObserver(parent: self, index: 4, setNextValue: { self.values5.enqueue($0) }, this: subscription5)
        let observer6 = ZipObserver(parent: self, index: 5, setNextValue: { self.values6.enqueue($0) }, this: subscription6)
        let observer7 = ZipObserver(parent: self, index: 6, setNextValue: { self.values7.enqueue($0) }, this: subscription7)
        let observer8 = ZipObserver(parent: self, index: 7, setNextValue: { self.values8.enqueue($0) }, this: subscription8)
        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))
        subscription3.setDisposable(parent.source3.subscribe(observer3))
        subscription4.setDisposable(parent.source4.subscribe(observer4))
        subscription5.setDisposable(parent.source5.subscribe(observer5))
        subscription6.setDisposable(parent.source6.subscribe(observer6))
        subscription7.setDisposable(parent.source7.subscribe(observer7))
        subscription8.setDisposable(parent.source8.subscribe(observer8))
        return Disposables.create([subscription1, subscription2, subscription3, subscription4, subscription5, subscription6, subscription7, subscription8])
    }

    override func getResult() throws -> Observer.Element {
        try parent.resultSelector(
            values1.dequeue()!, values2.dequeue()!, values3.dequeue()!, values4.dequeue()!, values5.dequeue()!, values6.dequeue()!, values7.dequeue()!, values8.dequeue()!)
    }
}

final private class Zip8<E1, E2, E3, E4, E5, E6, E7, E8, Result>: Producer<Result> {
    let source1: Observable<E1>
    let source2: Observable<E2>
    let source3: Observable<E3>
    let source4: Observable<E4>
    let source5: Observable<E5>
    let source6: Observable<E6>
    let source7: Observable<E7>
    let source8: Observable<E8>
    let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>, source6: Observable<E6>, source7: Observable<E7>, source8: Observable<E8>,
         resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.source8 = source8
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = ZipSink8_(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
