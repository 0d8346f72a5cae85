// Stage 7.5 writes this file. `empty`: no element, only completed, sent during `subscribe`.

extension ObservableType {
    /// An observable that completes at once, with no element.
    public static func empty() -> Observable<Element> {
        EmptyProducer<Element>()
    }
}

final private class EmptyProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(7.5)
        Disposables.create()
    }
}
