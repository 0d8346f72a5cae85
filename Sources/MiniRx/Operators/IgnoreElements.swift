extension ObservableType {
    /// Drops every element and passes on only how the source ends: `completed` or the error.
    /// The result's type, `Observable<Never>`, says that no element can come.
    public func ignoreElements() -> Observable<Never> {
        // RxSwift writes this as `flatMap { _ in Observable<Never>.empty() }`; a sink of its own
        // behaves the same and costs nothing per element.
        IgnoreElements(source: asObservable())
    }
}

final private class IgnoreElementsSink<SourceType, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == Never {
    func on(_ event: Event<SourceType>) {
        switch event {
        case .next:
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

final private class IgnoreElements<SourceType>: Producer<Never> {
    private let source: Observable<SourceType>

    init(source: Observable<SourceType>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Never
    {
        let sink = IgnoreElementsSink<SourceType, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
