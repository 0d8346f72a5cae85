// Stage 7.6 writes this file. `skip(while:)`: a Producer and a Sink that drops elements until a
// predicate first fails, then lets everything through.

extension ObservableType {
    /// Drops elements while `predicate` returns true; from the first element for which it returns
    /// false, passes on every element, without asking `predicate` again. A `predicate` that
    /// throws ends the result with that error.
    ///
    ///     Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 })   // 3, 1, completed
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }
}

final private class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = SkipWhile<Element>

    private let parent: Parent
    // False while dropping; once true, it stays true. Set before the element is sent, so one
    // sent back from inside the observer's handler passes too.
    private var running = false

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if !running {
                do {
                    running = try !parent.predicate(value)
                } catch {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            if running {
                forwardOn(.next(value))
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class SkipWhile<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    fileprivate let predicate: Predicate

    init(source: Observable<Element>, predicate: @escaping Predicate) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SkipWhileSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
