/// The disposable `Producer.subscribe` returns. It ends one subscription by disposing two
/// things: the sink, and the subscription the sink made (for `create`, the disposable the
/// closure returned).
///
/// Both arrive only when `run` returns, but the subscription can end before that: a source that
/// completes inside `run` makes its sink dispose this disposer while `run` is still running. So
/// disposing may come first, and then the sink and subscription are disposed as they arrive.
///
/// This chapter keeps the bookkeeping simple: two optionals and a flag. Chapter 5 replaces it
/// with an explicit state machine, as RxSwift has.
final class SinkDisposer: Cancelable {
    private var sink: Disposable?
    private var subscription: Disposable?
    private(set) var isDisposed = false

    init() {
        Resources.incrementTotal()
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        if isDisposed {
            // The subscription already ended inside `run`: release what just arrived.
            Trace.nest("\(Trace.name(of: self)): set after dispose → disposing them now") {
                sink.dispose()
                subscription.dispose()
            }
            return
        }
        self.sink = sink
        self.subscription = subscription
        Trace.log("\(Trace.name(of: self)): set sink \(Trace.name(of: sink)) and subscription \(Trace.name(of: subscription))")
    }

    func dispose() {
        if isDisposed {
            Trace.log("\(Trace.name(of: self)).dispose: already disposed, nothing to do")
            return
        }
        isDisposed = true
        guard let sink, let subscription else {
            Trace.log("\(Trace.name(of: self)).dispose: nothing set yet, disposed when set")
            return
        }
        // Let go of both first: after this, nothing of the subscription stays alive.
        self.sink = nil
        self.subscription = nil
        Trace.nest("\(Trace.name(of: self)).dispose → sink, then subscription") {
            sink.dispose()
            subscription.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
