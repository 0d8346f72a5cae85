// Stage 5.4 writes this file. The disposable a Producer's `subscribe` returns: it ends the
// subscription once, whether it is disposed before or after `run` hands it the sink and the
// subscription. (RxSwift keeps it in Producer.swift.)
//
// Until stage 5.4 it is chapter 4's simple version below: right when disposed after `run`, but
// a dispose during `run` (a `create` that completes at once) is lost.

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
        // TODO(5.4)
        false
    }

    /// Called once by `Producer.subscribe` after `run`: keeps both, or disposes them at once
    /// if the subscription already ended during `run`.
    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        // TODO(5.4): move through the states.
        self.sink = sink
        self.subscription = subscription
    }

    /// Ends the subscription once: the sink first, then the source subscription.
    func dispose() {
        // TODO(5.4): move through the states.
        let sink = self.sink, subscription = self.subscription
        self.sink = nil
        self.subscription = nil
        sink?.dispose()
        subscription?.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}
