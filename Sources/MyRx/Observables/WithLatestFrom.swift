// Stage 7.4 writes this file. `withLatestFrom`: an operator with two sources; its sink
// subscribes to both.

extension ObservableType {
    /// For each element of `self`, combines it with the latest element of `second` using
    /// `resultSelector`. Elements of `self` that arrive before `second` has sent anything are
    /// dropped. Ends when `self` ends, or when `second` fails; `second` completing changes nothing.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(),
                       resultSelector: resultSelector)
    }

    /// For each element of `self`, the latest element of `second`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
        -> Observable<Source.Element>
    {
        WithLatestFrom(first: asObservable(), second: second.asObservable(),
                       resultSelector: { $1 })
    }
}

final private class WithLatestFromSink<FirstType, SecondType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
{
    typealias ResultType = Observer.Element
    typealias Parent = WithLatestFrom<FirstType, SecondType, ResultType>
    typealias Element = FirstType

    private let parent: Parent
    fileprivate var latest: SecondType?

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // TODO(7.4): subscribe to second, then to first.
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(7.4): first's events.
    }
}

final private class WithLatestFromSecond<FirstType, SecondType, Observer: ObserverType>:
    ObserverType
{
    typealias Parent = WithLatestFromSink<FirstType, SecondType, Observer>
    typealias Element = SecondType

    private let parent: Parent
    private let disposable: Disposable

    init(parent: Parent, disposable: Disposable) {
        self.parent = parent
        self.disposable = disposable
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        // TODO(7.4): second's events.
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class WithLatestFrom<FirstType, SecondType, ResultType>: Producer<ResultType> {
    typealias ResultSelector = (FirstType, SecondType) throws -> ResultType

    let first: Observable<FirstType>
    let second: Observable<SecondType>
    let resultSelector: ResultSelector

    init(first: Observable<FirstType>, second: Observable<SecondType>,
         resultSelector: @escaping ResultSelector) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == ResultType
    {
        let sink = WithLatestFromSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
