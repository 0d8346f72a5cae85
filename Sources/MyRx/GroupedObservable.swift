// Stage 7.13 writes this file. What `groupBy` sends: an observable of one key's elements, with
// that key.

/// An observable of the elements that share `key`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group shares.
    public let key: Key

    private let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(7.13)
        Disposables.create()
    }

    /// The group as a plain observable, without its key.
    public func asObservable() -> Observable<Element> {
        source
    }
}
