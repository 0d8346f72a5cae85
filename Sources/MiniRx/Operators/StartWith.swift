extension ObservableType {
    /// Sends `elements` first, then everything the source sends.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

/// No sink: as in RxSwift, the prefix is sent straight to the observer inside `run`, then the
/// observer is subscribed to the source. So the prefix is sent even if the subscription is
/// disposed while it is being sent, and with no sink there is nothing of its own to dispose.
final private class StartWith<Element>: Producer<Element> {
    private let elements: [Element]
    private let source: Observable<Element>

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        for element in elements {
            observer.on(.next(element))
        }
        return (sink: Disposables.create(), subscription: source.subscribe(observer))
    }
}
