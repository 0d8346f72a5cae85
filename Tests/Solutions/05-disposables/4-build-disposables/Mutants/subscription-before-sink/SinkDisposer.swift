// Mutant: dispose() disposes the source's subscription before the sink (breaks: the sink first, then the source's subscription)
// Stage 5.4 writes this file. The disposable a Producer's `subscribe` returns: it ends the
// subscription once, whether it is disposed before or after `run` hands it the sink and the
// subscription. (RxSwift keeps it in Producer.swift.)

/// Holds one subscription's sink and source subscription, and disposes both exactly once.
final class SinkDisposer: Cancelable {
    /// Where a subscription is in its life.
    enum State {
        /// `run` has not returned yet and nobody disposed.
        case waiting
        /// The sink and subscription are set and alive.
        case sinkAndSubscriptionSet
        /// Disposed while `run` was still running: what arrives is disposed on arrival.
        case disposedBeforeSet
        /// Done: the sink and subscription were disposed.
        case disposed
    }

    private var state = State.waiting
    private var sink: Disposable?
    private var subscription: Disposable?

    init() {
        Resources.incrementTotal()
    }

    var isDisposed: Bool {
        state == .disposedBeforeSet || state == .disposed
    }

    /// Called once by `Producer.subscribe` after `run`: keeps both, or disposes them at once
    /// if the subscription already ended during `run`.
    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        switch state {
        case .waiting:
            self.sink = sink
            self.subscription = subscription
            state = .sinkAndSubscriptionSet
        case .disposedBeforeSet:
            state = .disposed
            sink.dispose()
            subscription.dispose()
        case .sinkAndSubscriptionSet, .disposed:
            fatalError("SinkDisposer: sink and subscription were already set.")
        }
    }

    /// Ends the subscription once: the sink first, then the source subscription.
    func dispose() {
        switch state {
        case .waiting:
            state = .disposedBeforeSet
        case .sinkAndSubscriptionSet:
            // Let go of both before disposing them: nothing of this subscription stays alive.
            guard let sink, let subscription else { return }
            self.sink = nil
            self.subscription = nil
            state = .disposed
            subscription.dispose()
            sink.dispose()
        case .disposedBeforeSet, .disposed:
            break
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
