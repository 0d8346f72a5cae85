// Stage 4.3 writes this file. One subscription's state: it forwards to the observer until it
// is disposed, and disposing it ends the whole subscription through `cancel`.

/// The per-subscription object of an operator: it holds the downstream observer and the
/// subscription's disposer.
open class Sink<Observer: ObserverType>: Disposable {
    /// Where the events go.
    public let observer: Observer
    /// The subscription's disposer: disposing it ends the subscription.
    public let cancel: Cancelable
    private var disposed = false

    public init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    /// Sends `event` to the observer, unless the sink was disposed.
    public final func forwardOn(_ event: Event<Observer.Element>) {
        // TODO(4.3)
    }

    /// True once the sink was disposed.
    public final var isDisposed: Bool { disposed }

    /// Stops forwarding and ends the subscription.
    open func dispose() {
        // TODO(4.3)
    }

    deinit {
        Resources.decrementTotal()
    }
}
