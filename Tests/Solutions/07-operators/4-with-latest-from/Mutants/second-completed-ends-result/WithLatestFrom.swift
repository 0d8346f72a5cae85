// Mutant: second completing completes the result (breaks: second completing ends only the subscription to second … and the result goes on)
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
        // `second` is subscribed first, so a synchronous `second` has a value before `first`
        // starts sending.
        let secondSubscription = SingleAssignmentDisposable()
        let secondObserver = WithLatestFromSecond(parent: self, disposable: secondSubscription)
        secondSubscription.setDisposable(parent.second.subscribe(secondObserver))
        let firstSubscription = parent.first.subscribe(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            guard let latest else { return }
            do {
                forwardOn(.next(try parent.resultSelector(value, latest)))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        }
    }
}

/// Listens to `second`: keeps its latest element for the sink.
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
        switch event {
        case .next(let value):
            parent.latest = value
        case .completed:
            parent.forwardOn(.completed)
            parent.dispose()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        }
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
