/// The per-subscription half of an observable: it receives events, does that observable's work
/// and forwards the result to the observer downstream. Each subscription gets its own sink,
/// while the observable (a `Producer`) is shared by all of them and keeps no per-subscription
/// state.
///
/// A sink owns two things: `observer`, where events go, and `cancel`, the disposable that ends
/// the whole subscription (the `SinkDisposer` that `Producer.subscribe` returned).
class Sink<Observer: ObserverType>: Disposable {
    let observer: Observer
    let cancel: Cancelable
    /// 0 while running, 1 once disposed. After that, `forwardOn` delivers nothing.
    private let disposed = AtomicInt(0)

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    /// Sends `event` to the observer, unless this sink has been disposed: once a subscription
    /// has ended, nothing may reach its observer, whatever the source still sends.
    final func forwardOn(_ event: Event<Observer.Element>) {
        if isFlagSet(disposed, 1) {
            return Trace.log("\(Trace.name(of: self)).forwardOn(\(event)): sink disposed, not delivered")
        }
        Trace.nest("\(Trace.name(of: self)).forwardOn(\(event)) → \(Trace.name(of: observer))") {
            observer.on(event)
        }
    }

    final var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    /// Stops forwarding and ends the subscription through `cancel`.
    func dispose() {
        fetchOr(disposed, 1)
        Trace.nest("\(Trace.name(of: self)).dispose → \(Trace.name(of: cancel)).dispose") {
            cancel.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
