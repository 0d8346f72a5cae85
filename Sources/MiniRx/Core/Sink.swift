/// The per-subscription half of an operator: it receives events from upstream, does the
/// operator's work, and forwards results to the observer downstream. Every subscription gets
/// its own sink; the `Producer` that made it is shared and stateless.
open class Sink<Observer: ObserverType>: Disposable {
    /// Where results go.
    public let observer: Observer
    /// Disposes the whole subscription (this sink and its upstream), e.g. after a stop event.
    public let cancel: Cancelable
    private var disposed = false
    // Read once, when the sink is made: a sink made before tracing was switched on has no trace
    // name, so it stays quiet, and a constant of its own is the cheapest check on every event.
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

    // The three below send what `forwardOn` would, without building an `Event` on the way
    // (see `ObserverType`). Tracing prints the event, so only then is one built, in a function of
    // its own: a function that builds an `Event` anywhere pays the lookup on entry.

    /// Sends `element` downstream, unless this sink has been disposed.
    public final func forwardNext(_ element: Observer.Element) {
        if disposed { return }
        if isTraced {
            forwardTraced(.next(element))
        } else {
            observer.onNext(element)
        }
    }

    /// Sends `error` downstream, unless this sink has been disposed.
    public final func forwardError(_ error: Swift.Error) {
        if disposed { return }
        if isTraced {
            forwardTraced(.error(error))
        } else {
            observer.onError(error)
        }
    }

    /// Sends `completed` downstream, unless this sink has been disposed.
    public final func forwardCompleted() {
        if disposed { return }
        if isTraced {
            forwardTraced(.completed)
        } else {
            observer.onCompleted()
        }
    }

    @inline(never)
    private func forwardTraced(_ event: @autoclosure () -> Event<Observer.Element>) {
        forwardOn(event())
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
