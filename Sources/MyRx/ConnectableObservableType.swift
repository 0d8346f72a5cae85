// Given in stage 8.4: nothing to write, read it. What `publish()` and `multicast` return: an
// observable whose subscribers line up first, and whose `connect()` starts the shared subscription.

/// A sequence that subscribes to its source only when told to: subscribers join first, and
/// `connect()` starts the one subscription they all receive from.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes to the source, once for all subscribers. Disposing the result disconnects.
    func connect() -> Disposable
}

/// The class `publish()` and `multicast` return.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Abstract: see `ConnectableObservableType.connect()`.
    public func connect() -> Disposable {
        rxAbstractMethod("ConnectableObservable.connect")
    }
}
