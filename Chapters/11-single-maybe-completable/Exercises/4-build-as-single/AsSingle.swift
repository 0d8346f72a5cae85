// Exercise 11.4: build asSingle() as a Producer and a Sink. Edit this file only.
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
        // TODO
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
        // TODO: make the sink, subscribe it to the source, and return both.
        (sink: Disposables.create(), subscription: Disposables.create())
    }
}
