// Exercise 7.1: write mapWithIndex as a Producer and a Sink. Edit this file only.
import MiniRx

extension ObservableType {
    /// Like `map`, with the element's index: 0 for the first element each subscriber receives.
    func mapWithIndex<Result>(_ transform: @escaping (Element, Int) throws -> Result)
        -> Observable<Result>
    {
        MapWithIndex(source: asObservable(), transform: transform)
    }
}

/// The per-subscription half: transforms each element with its index.
final private class MapWithIndexSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Transform = (Element, Int) throws -> Observer.Element

    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            // TODO: transform the element with its index and send the result on; a transform
            // that throws ends the sequence with its error.
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The shared half: holds the source and the closure, and keeps no per-subscriber state.
final private class MapWithIndex<Element, Result>: Producer<Result> {
    private let source: Observable<Element>
    private let transform: (Element, Int) throws -> Result

    init(source: Observable<Element>, transform: @escaping (Element, Int) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = MapWithIndexSink<Element, Observer>(transform: transform, observer: observer, cancel: cancel)
        // TODO: subscribe the sink to the source; return that subscription.
        return (sink: sink, subscription: Disposables.create())
    }
}
