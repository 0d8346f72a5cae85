// Exercise 11.4, a reference solution.
import MiniRx

extension ObservableType {
    /// What `asSingle()` makes, as a plain `Observable`: this sequence's one element, sent with
    /// `completed` once the source has completed; `RxError.noElements` if the source completes
    /// empty, `RxError.moreThanOneElement` at once at a second element. (RxSwift wraps it in a
    /// `Single`, whose initializer from an observable is internal; here it stays an
    /// `Observable`, spelled `asSingleObservable()` so that it does not collide with MiniRx's.)
    func asSingleObservable() -> Observable<Element> {
        AsSingle(source: asObservable())
    }
}

/// The per-subscription half: it watches the source and decides what reaches the observer.
final private class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// The source's element, held back until the source completes: only then is it known to be
    /// the only one.
    private var element: Element?

    /// An event of the source.
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let next):
            guard element == nil else {
                // A second element: the source is not a Single. Say so now, not at completed.
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = next
        case .error:
            // The element held back, if any, is dropped with the subscription.
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(.next(element))
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}

/// The shared half: holds the source; one sink per subscription.
final private class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AsSingleSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
