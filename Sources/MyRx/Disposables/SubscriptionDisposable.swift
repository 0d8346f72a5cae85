// Stage 6.4 writes this file. What a subject's `subscribe` returns: it removes one observer's
// key, and holds the subject weakly.

/// What a subject does to remove one subscriber.
protocol SynchronizedUnsubscribeType: AnyObject {
    associatedtype DisposeKey
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}

/// Removes one key from its owner, if the owner is still alive.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: Owner.DisposeKey
    // Weakly: a subscription somebody forgot must not keep its subject alive.
    private weak var owner: Owner?

    init(owner: Owner, key: Owner.DisposeKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        // TODO(6.4)
    }
}
