/// A sequence that subscribes to its source only when told to: subscribers line up first, and
/// `connect()` starts the one shared subscription they all receive from.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes to the source, once for all subscribers. Disposing the result disconnects:
    /// the source subscription ends and subscribers stop receiving.
    func connect() -> Disposable
}

/// The class behind `publish()`, `replay(_:)` and `multicast`: an observable that can be
/// connected to its source and disconnected from it.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes to the source; see `ConnectableObservableType.connect()`.
    public func connect() -> Disposable {
        rxAbstractMethod("ConnectableObservable.connect")
    }
}
