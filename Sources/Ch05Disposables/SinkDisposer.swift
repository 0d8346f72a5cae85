/// The disposable `Producer.subscribe` returns. It ends one subscription by disposing two
/// things: the sink, and the subscription the sink made (for `create`, the disposable the
/// closure returned).
///
/// Two calls reach it, in either order: `setSinkAndSubscription` when `run` returns, and
/// `dispose` whenever the subscription ends, which can be while `run` is still running (a source
/// that completes at once). Its state says which of them has happened; `transition` decides,
/// from the state alone, what each call must do. RxSwift packs the same four states into two
/// bits of an `AtomicInt`: `disposed = 1` and `sinkAndSubscriptionSet = 2`.
final class SinkDisposer: Cancelable {
    /// Which of the two calls have happened.
    enum State: Equatable {
        /// Neither yet: `run` is running. (RxSwift: no bit set, 0.)
        case waiting
        /// Set, not disposed: the subscription is live. (`sinkAndSubscriptionSet`, 2.)
        case sinkAndSubscriptionSet
        /// Disposed while `run` was running: dispose what arrives. (`disposed`, 1.)
        case disposedBeforeSet
        /// Set and disposed: everything released, nothing left to do. (Both bits, 3.)
        case disposed

        /// The value RxSwift's `AtomicInt` holds in the same state.
        var rxSwiftFlags: Int32 {
            switch self {
            case .waiting: return 0
            case .sinkAndSubscriptionSet: return 2
            case .disposedBeforeSet: return 1
            case .disposed: return 3
            }
        }
    }

    /// The two calls that move the state.
    enum Call: Equatable {
        case setSinkAndSubscription
        case dispose
    }

    /// What a call must do, besides moving to the next state.
    enum Effect: Equatable {
        /// Keep the sink and the subscription until `dispose`.
        case keep
        /// Dispose the sink, then the subscription, now.
        case disposeBoth
        /// Nothing: a repeated dispose, or a dispose before there is anything to dispose.
        case nothing
        /// A programming error: stop the program with this message, which names the broken rule.
        case stop(String)
    }

    /// The rule `setSinkAndSubscription` enforces, in the words the program stops with.
    static let setOnceRule =
        "SinkDisposer: sink and subscription were already set. Rule: Producer.subscribe sets them exactly once per subscription."

    /// Everything a `SinkDisposer` does, as a table: for each state and call, the next state and
    /// the effect. Kept apart from the object so that every path, including the programming
    /// error, can be tested without running it.
    static func transition(from state: State, on call: Call) -> (next: State, effect: Effect) {
        switch (state, call) {
        case (.waiting, .setSinkAndSubscription):
            return (.sinkAndSubscriptionSet, .keep)
        case (.disposedBeforeSet, .setSinkAndSubscription):
            return (.disposed, .disposeBoth)
        case (.sinkAndSubscriptionSet, .setSinkAndSubscription),
            (.disposed, .setSinkAndSubscription):
            return (state, .stop(setOnceRule))
        case (.waiting, .dispose):
            return (.disposedBeforeSet, .nothing)
        case (.sinkAndSubscriptionSet, .dispose):
            return (.disposed, .disposeBoth)
        case (.disposedBeforeSet, .dispose), (.disposed, .dispose):
            return (state, .nothing)
        }
    }

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
        let (next, effect) = SinkDisposer.transition(from: state, on: .setSinkAndSubscription)
        if case .stop(let message) = effect {
            fatalError(message)
        }
        if effect == .keep {
            self.sink = sink
            self.subscription = subscription
        }
        move(to: next, on: .setSinkAndSubscription) {
            if effect == .disposeBoth {
                sink.dispose()
                subscription.dispose()
            }
        }
    }

    func dispose() {
        let (next, effect) = SinkDisposer.transition(from: state, on: .dispose)
        // Let go of both as they are disposed: nothing of the subscription stays alive after it.
        guard effect == .disposeBoth, let sink = sink.take(), let subscription = subscription.take()
        else {
            return move(to: next, on: .dispose)
        }
        move(to: next, on: .dispose) {
            sink.dispose()
            subscription.dispose()
        }
    }

    /// Enters `next`, then does the call's work. The state changes first, so a dispose that comes
    /// back here from the work (a sink disposing its own subscription) finds it already changed.
    private func move(to next: State, on call: Call, then work: () -> Void = {}) {
        Trace.nest("\(Trace.name(of: self)).\(call): \(state) → \(next)") {
            state = next
            work()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
