/// An owner of observers that can take one out again by its key (the subjects).
protocol SynchronizedUnsubscribeType: AnyObject {
    associatedtype DisposeKey
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}

/// What subscribing to a subject returns: disposing it removes that one observer. It holds the
/// subject weakly, as RxSwift does, so a forgotten subscription does not keep a subject alive.
/// It is a small value, not a counted resource.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: Owner.DisposeKey
    private weak var owner: Owner?

    init(owner: Owner, key: Owner.DisposeKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
