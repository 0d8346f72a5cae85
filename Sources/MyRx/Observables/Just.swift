// Stage 7.5 writes this file. `just`: one element, then completed, sent during `subscribe`.

extension ObservableType {
    /// An observable that sends `element`, then completes.
    ///
    ///     Observable.just(7)   // 7, completed
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }
}

/// Nothing to remember per subscription, so no sink: `subscribe` sends both events itself.
final private class Just<Element>: Producer<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(7.5): send the element, then completed.
        Disposables.create()
    }
}
