/// The subscription behind a `values` stream, which the stream disposes when its loop is
/// cancelled. The concurrency runtime releases a stream on whatever thread is last done with it,
/// so the stream must never hold the last reference to a MiniRx object: this holder lets go of
/// the subscription, under `TaskBridge`'s lock, as soon as the subscription ends.
final class StreamSubscription: @unchecked Sendable {
    // Both guarded by `TaskBridge`'s lock.
    private var subscription: Disposable?
    private var hasEnded = false

    /// Keeps `subscription` for a later cancellation, unless it has ended already (a source
    /// that completes while it is subscribed). Call it under the lock.
    func keep(_ subscription: Disposable) {
        if !hasEnded { self.subscription = subscription }
    }

    /// Lets go of the subscription, which has ended. Called from its `onDisposed`, which runs
    /// under the lock like all MiniRx work of the bridges.
    func end() {
        hasEnded = true
        subscription = nil
    }

    /// Disposes the subscription, if it has not ended: the loop over the stream was cancelled.
    func dispose() {
        TaskBridge.withLock {
            let current = subscription
            subscription = nil
            current?.dispose()
        }
    }
}
