// Stage 4.3 writes this file. `subscribe` with closures: each wraps them in an
// AnonymousObserver, whose grammar drops whatever comes after a stop event.

extension ObservableType {
    /// Subscribes a closure that receives every event the grammar lets through.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        // TODO(4.3)
        Disposables.create()
    }

    /// Subscribes closures for each kind of event; `onDisposed` runs once the subscription
    /// ends, after a stop event's closure or when the result is disposed.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // TODO(4.3)
        Disposables.create()
    }
}
