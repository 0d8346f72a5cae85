/// The per-subscription half of an operator: it receives events from upstream, does the
/// operator's work, and forwards results to the observer downstream. Every subscription gets
/// its own sink; the `Producer` that made it is shared and keeps no per-subscription state.
///
/// A sink owns two things: `observer`, where events go, and `cancel`, the disposable that ends
/// the whole subscription (the `SinkDisposer` that `Producer.subscribe` returned).
open class Sink<Observer: ObserverType>: Disposable {
    /// Where results go.
    public let observer: Observer
    /// Ends the whole subscription (this sink and its upstream), e.g. after a stop event.
    public let cancel: Cancelable
    private var disposed = false

    public init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    /// Sends `event` to the observer, unless this sink has been disposed: once a subscription
    /// has ended, nothing may reach its observer, whatever the source still sends.
    public final func forwardOn(_ event: Event<Observer.Element>) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        if disposed { return }
        Trace.nest("\(Trace.name(of: self)).forwardOn(\(event)) → \(Trace.name(of: observer))") {
            observer.on(event)
        }
    }

    public final var isDisposed: Bool { disposed }

    /// Stops forwarding and ends the subscription through `cancel`.
    open func dispose() {
        disposed = true
        cancel.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}
