/// The disposable `Producer.subscribe` returns. It holds two things that arrive together only
/// after `run` returns: the sink (the operator's state) and the subscription to the source.
/// Disposing may come first, even from inside `run` (a source that completes at once), so the
/// disposer remembers it and disposes both the moment they are set.
final class SinkDisposer: Cancelable {
    private enum State {
        /// Waiting for `setSinkAndSubscription`.
        case waiting
        /// Sink and subscription are held; dispose has not happened.
        case holding
        /// Disposed before the sink and subscription were set; they will be disposed on arrival.
        case disposedBeforeSet
        /// Done: everything this disposer held has been disposed and let go.
        case disposed
    }

    // Touched at every subscribe and dispose, and never held across a call (each transition
    // stores the new state before disposing anything), so they skip the exclusivity checks.
    // The two disposables sit beside the state, not inside it as associated values: taking them
    // out of stored optionals moves them, where unpacking an enum case would copy them.
    @exclusivity(unchecked) private var state = State.waiting
    @exclusivity(unchecked) private var sink: Disposable?
    @exclusivity(unchecked) private var subscription: Disposable?

    init() {
        Resources.incrementTotal()
        Trace.register(self)
    }

    var isDisposed: Bool {
        switch state {
        case .waiting, .holding: return false
        case .disposedBeforeSet, .disposed: return true
        }
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        switch state {
        case .waiting:
            state = .holding
            self.sink = sink
            self.subscription = subscription
        case .disposedBeforeSet:
            state = .disposed
            Trace.nest("\(Trace.name(of: self)): disposed before set, disposing now") {
                sink.dispose()
                subscription.dispose()
            }
        case .holding, .disposed:
            fatalError("SinkDisposer: the sink and subscription can be set only once.")
        }
    }

    func dispose() {
        switch state {
        case .waiting:
            state = .disposedBeforeSet
        case .holding:
            state = .disposed
            guard let sink = sink.take(), let subscription = subscription.take() else { return }
            Trace.nest("dispose \(Trace.name(of: self))") {
                sink.dispose()
                subscription.dispose()
            }
        case .disposedBeforeSet, .disposed:
            break
        }
    }

    deinit {
        Trace.unregister(self)
        Resources.decrementTotal()
    }
}
