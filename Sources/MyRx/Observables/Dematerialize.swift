// Stage 7.11 writes this file. `dematerialize`: a Sink that turns elements that are events back
// into the events they hold.

extension ObservableType where Element: EventConvertible {
    /// Sends the event each element holds: `next(next(1))` becomes `next(1)`, `next(error(e))`
    /// becomes `error(e)` and ends the result, as `next(completed)` does.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final private class DematerializeSink<T: EventConvertible, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == T.Element {
    /// Sends the event each element holds.
    func on(_ event: Event<T>) {
        // TODO(7.11)
    }

}

final private class Dematerialize<T: EventConvertible>: Producer<T.Element> {
    private let source: Observable<T>

    init(source: Observable<T>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == T.Element
    {
        let sink = DematerializeSink<T, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
