// Stage 7.5 writes this file. `never`: an observable that sends nothing, ever.

extension ObservableType {
    /// An observable that never sends an event: a subscription to it lasts until disposed.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

/// It keeps nothing of the observer: disposing the subscription has nothing to release.
final private class NeverProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(7.5): what does a subscription to never do, and what is there to release?
        Disposables.create()
    }
}
