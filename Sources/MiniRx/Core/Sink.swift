/// The per-subscription half of an operator: it receives events from upstream, does the
/// operator's work, and forwards results to the observer downstream. Every subscription gets
/// its own sink; the `Producer` that made it is shared and stateless.
open class Sink<Observer: ObserverType>: Disposable {
    /// Where results go.
    public let observer: Observer
    /// Disposes the whole subscription (this sink and its upstream), e.g. after a stop event.
    public let cancel: Cancelable
    private var disposed = false
    // Read once: checking the global flag on every event costs an exclusivity check each time.
    // A sink made before tracing was switched on has no trace name, so it stays quiet anyway.
    private let isTraced = Trace.isEnabled

    public init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
        Trace.register(self)
    }

    /// Sends `event` downstream, unless this sink has been disposed.
    public final func forwardOn(_ event: Event<Observer.Element>) {
        if disposed { return }
        if isTraced {
            Trace.nest("\(Trace.name(of: self)) → \(event)") { observer.on(event) }
        } else {
            observer.on(event)
        }
    }

    /// Sends `element` downstream, unless this sink has been disposed: `forwardOn(.next(element))`
    /// without building the event (see `ObserverType.onNext`).
    public final func forwardNext(_ element: Observer.Element) {
        if disposed { return }
        if isTraced {
            forwardTraced(element)
        } else {
            observer.onNext(element)
        }
    }

    /// Sends `error` downstream, then disposes: how an operator ends when its own closure throws.
    // Not inlined, here and below: a function that builds an `Event` anywhere looks up the
    // event's runtime type on entry, so the element paths keep the building out of their bodies.
    @inline(never)
    public final func forwardErrorAndDispose(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Sends `completed` downstream, then disposes: how a source ends.
    @inline(never)
    public final func forwardCompletedAndDispose() {
        forwardOn(.completed)
        dispose()
    }

    @inline(never)
    private func forwardTraced(_ element: Observer.Element) {
        forwardOn(.next(element))
    }

    public final var isDisposed: Bool { disposed }

    open func dispose() {
        disposed = true
        cancel.dispose()
    }

    deinit {
        Trace.unregister(self)
        Resources.decrementTotal()
    }
}
