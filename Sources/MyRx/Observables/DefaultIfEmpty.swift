// Stage 7.12 writes this file. `ifEmpty(default:)`: a sink that remembers whether an element
// came, and sends one of its own if none did.

extension ObservableType {
    /// Passes on the events of `self`; if it completes with no element, sends `default` before
    /// `completed`.
    ///
    ///     Observable<Int>.empty().ifEmpty(default: 42)   // 42, completed
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), default: `default`)
    }
}

final private class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let `default`: Element
    private var isEmpty = true

    init(default: Element, observer: Observer, cancel: Cancelable) {
        self.default = `default`
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // TODO(7.12)
    }
}

final private class DefaultIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let `default`: Element

    init(source: Observable<Element>, default: Element) {
        self.source = source
        self.default = `default`
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DefaultIfEmptySink(default: self.default, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
