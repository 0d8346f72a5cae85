// Stage 7.9 writes this file. `startWith`: elements sent before the source's.

extension ObservableType {
    /// Sends `elements` first, then everything the source sends.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

/// No sink, as in RxSwift: `run` sends the elements straight to the observer, then subscribes
/// the observer itself to the source, so the source's events reach it untouched.
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
