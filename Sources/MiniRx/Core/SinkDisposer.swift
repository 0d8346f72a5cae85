/// The disposable `Producer.subscribe` returns. It ends one subscription by disposing two
/// things: the sink, and the subscription the sink made upstream.
///
/// Two calls reach it, in either order: `setSinkAndSubscription` when `run` returns, and
/// `dispose` whenever the subscription ends, which can be while `run` is still running (a source
/// that completes at once). Its state says which of them has happened. RxSwift packs the same
/// four states into two bits of an `AtomicInt`: `disposed = 1` and `sinkAndSubscriptionSet = 2`.
final class SinkDisposer: Cancelable {
    /// Which of the two calls have happened.
    enum State {
        /// Neither yet: `run` is running.
        case waiting
        /// Set, not disposed: the subscription is live.
        case sinkAndSubscriptionSet
        /// Disposed while `run` was running: dispose what arrives.
        case disposedBeforeSet
        /// Set and disposed: everything released, nothing left to do.
        case disposed
    }

    /// The rule `setSinkAndSubscription` enforces, in the words the program stops with.
    static let setOnceRule =
        "SinkDisposer: sink and subscription were already set. Rule: Producer.subscribe sets them exactly once per subscription."

    private(set) var state = State.waiting
    private var sink: Disposable?
    private var subscription: Disposable?

    init() {
        Resources.incrementTotal()
    }

    var isDisposed: Bool {
        state == .disposedBeforeSet || state == .disposed
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        switch state {
        case .waiting:
            self.sink = sink
            self.subscription = subscription
            move(to: .sinkAndSubscriptionSet)
        case .disposedBeforeSet:
            move(to: .disposed) {
                sink.dispose()
                subscription.dispose()
            }
        case .sinkAndSubscriptionSet, .disposed:
            fatalError(SinkDisposer.setOnceRule)
        }
    }

    func dispose() {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        switch state {
        case .waiting:
            move(to: .disposedBeforeSet)
        case .sinkAndSubscriptionSet:
            // Let go of both before disposing them: nothing of this subscription stays alive.
            guard let sink = sink.take(), let subscription = subscription.take() else { return }
            move(to: .disposed) {
                sink.dispose()
                subscription.dispose()
            }
        case .disposedBeforeSet, .disposed:
            break
        }
    }

    /// Enters `next`, then does what that state asks for. The state changes first, so a dispose
    /// that comes back here from the work (a sink disposing its own subscription) finds it.
    private func move(to next: State, then work: () -> Void = {}) {
        Trace.nest("\(Trace.name(of: self)): \(state) → \(next)") {
            state = next
            work()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
