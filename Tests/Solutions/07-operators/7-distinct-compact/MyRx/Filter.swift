// Stages 7.4 and 7.7 write this file. `filter` (7.4): a Producer and a Sink that passes on some
// elements. `ignoreElements` (7.7): RxSwift keeps it here, written with `flatMap`.

extension ObservableType {
    /// Passes on only the elements for which `predicate` returns true. A `predicate` that throws
    /// ends the result with that error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

extension ObservableType {
    /// Drops every element and passes on only how the source ends: `completed` or its error. The
    /// result's type, `Observable<Never>`, says that no element can come.
    public func ignoreElements() -> Observable<Never> {
        // As RxSwift writes it: each element becomes an inner that completes at once, so what
        // is left is how the source ends, in flatMap's order.
        flatMap { _ in Observable<Never>.empty() }
    }
}

final private class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Predicate = (Element) throws -> Bool

    private let predicate: Predicate

    init(predicate: @escaping Predicate, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) {
                    forwardOn(event)
                }
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class Filter<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    private let predicate: Predicate

    init(source: Observable<Element>, predicate: @escaping Predicate) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
