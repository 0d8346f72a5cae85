extension ObservableType {
    /// A sequence that never sends anything, not even a stop event. A subscription to it ends
    /// only when disposed (so `onDisposed` runs then).
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

final private class NeverProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create()
    }
}
