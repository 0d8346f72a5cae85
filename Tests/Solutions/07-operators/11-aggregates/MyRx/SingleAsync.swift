// Stage 7.11 writes this file. `single`: a Sink that passes on the one element (of the source's,
// or of those a predicate accepts) and fails when there is none or a second.

extension ObservableType {
    /// Passes the source's one element on, then completed. A second element ends the result
    /// with `RxError.moreThanOneElement`; completing with none, with `RxError.noElements`.
    public func single() -> Observable<Element> {
        SingleAsync(source: asObservable())
    }

    /// Passes on the one element `predicate` accepts, then completed; the others are dropped.
    /// A second accepted element ends the result with `RxError.moreThanOneElement`; completing
    /// with none accepted, with `RxError.noElements`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: predicate)
    }
}

final private class SingleAsyncSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = SingleAsync<Element>

    private let parent: Parent
    private var seenValue = false

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                let forward = try parent.predicate?(value) ?? true
                if !forward {
                    return
                }
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if seenValue {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            // Marked before it goes on: a second element sent from inside the observer's
            // handler is the second.
            seenValue = true
            forwardOn(.next(value))
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if seenValue {
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}

final private class SingleAsync<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    fileprivate let predicate: Predicate?

    init(source: Observable<Element>, predicate: Predicate? = nil) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SingleAsyncSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
