// An operator of your own, written the way every MiniRx operator is written, and then the way
// an app written against RxSwift must write it. Both send each element with the one before it.
import MiniRx

extension ObservableType {
    /// Pairs each element with the previous one; the first element only starts the first pair.
    func pairwise() -> Observable<(Element, Element)> {
        Pairwise(source: asObservable())
    }
}

/// The per-subscription half: remembers the previous element for this subscriber only.
final private class PairwiseSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (Element, Element) {
    private var previous: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if let previous {
                forwardOn(.next((previous, element)))
            }
            previous = element
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The shared, stateless half: operator B holds observable A (`source`) and subscribes to it
/// only when B is subscribed.
final private class Pairwise<Element>: Producer<(Element, Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == (Element, Element)
    {
        let sink = PairwiseSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

extension ObservableType {
    /// `pairwise()` as an app written against RxSwift has to write it. RxSwift's `Producer` and
    /// `Sink` are internal, so outside the library an operator is a `create` whose closure
    /// subscribes to the source; the closure runs once per subscriber, so `previous` is per
    /// subscriber too. Disposing the result disposes the subscription the closure returned.
    func pairwiseWithCreate() -> Observable<(Element, Element)> {
        Observable.create { observer in
            var previous: Element?
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    if let previous {
                        observer.onNext((previous, element))
                    }
                    previous = element
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
    }
}
