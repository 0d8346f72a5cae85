// Exercise 7.4: build withLatestFrom as a Producer and a Sink. Edit this file only.
import MiniRx

extension ObservableType {
    /// For each element of `self` (the first source), `resultSelector(element, latest)`, where
    /// `latest` is the last element `second` has sent. Elements that arrive before `second`
    /// has sent anything are dropped. RxSwift spells it `withLatestFrom(_:resultSelector:)`;
    /// here it is `withLatest(from:)`, so that it does not collide with MiniRx's.
    func withLatest<Second: ObservableType, Result>(
        from second: Second,
        resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }
}

/// The per-subscription half: the first source's observer, and the holder of `latest`.
final private class WithLatestFromSink<First, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Parent = WithLatestFrom<First, Second, Observer.Element>

    private let parent: Parent
    /// The last element `second` sent, nil until it sends one.
    fileprivate var latest: Second?

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to both sources; returns the disposable that ends both subscriptions.
    func run() -> Disposable {
        // TODO
        Disposables.create()
    }

    /// An event of the first source.
    func on(_ event: Event<First>) {
        // TODO
    }
}

/// Listens to the second source on the sink's behalf.
final private class WithLatestFromSecond<First, Second, Observer: ObserverType>: ObserverType {
    typealias Parent = WithLatestFromSink<First, Second, Observer>

    private let parent: Parent
    /// The subscription to the second source, for this observer to end on its own.
    private let disposable: Disposable

    init(parent: Parent, disposable: Disposable) {
        self.parent = parent
        self.disposable = disposable
    }

    /// An event of the second source.
    func on(_ event: Event<Second>) {
        // TODO
    }
}

/// The shared half: holds both sources and the selector; one sink per subscription.
final private class WithLatestFrom<First, Second, Result>: Producer<Result> {
    typealias ResultSelector = (First, Second) throws -> Result

    let first: Observable<First>
    let second: Observable<Second>
    let resultSelector: ResultSelector

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping ResultSelector) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = WithLatestFromSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
