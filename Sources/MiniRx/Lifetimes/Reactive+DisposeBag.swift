extension Reactive where Base: HasAssociatedObjects {
    /// A dispose bag that belongs to `base`, made on first use and emptied when `base` goes
    /// away: `subscription.disposed(by: rx.disposeBag)` ties a subscription to an object's
    /// lifetime without declaring a bag. (NSObject+Rx's `rx.disposeBag`, on Linux.)
    ///
    /// Setting a new bag releases the old one, which disposes everything in it.
    public var disposeBag: DisposeBag {
        get {
            base.associatedObjects.object(forKey: "rx.disposeBag") { DisposeBag() }
        }
        nonmutating set {
            base.associatedObjects.set(newValue, forKey: "rx.disposeBag")
        }
    }
}
