extension Reactive where Base: HasAssociatedObjects {
    /// Sends one `()` and completes when `base` has been deallocated: after its `deinit` body
    /// has run, when its stored properties (and so its associated objects) are released.
    /// Subscribing after that replays the `()` and the completion.
    ///
    /// RxCocoa's `rx.deallocated` works the same way: an associated object holding a
    /// `ReplaySubject` that fires from its own `deinit`. Its sibling `rx.deallocating`, which
    /// fires *before* the owner's `deinit`, swaps the Objective-C `dealloc` method of the
    /// object's class at run time; Swift on Linux has no such runtime, so MiniRx does not have
    /// it. The only code that runs before an object's deinit ends is the `deinit` body itself.
    public var deallocated: Observable<Void> {
        base.associatedObjects.object(forKey: "rx.deallocated") { DeallocObservable() }.subject
    }
}

/// Lives among an object's associated objects; its own `deinit` is the owner's deallocation.
private final class DeallocObservable {
    // A replay subject, so that subscribing late (even after the event) still hears it.
    let subject = ReplaySubject<Void>.create(bufferSize: 1)

    deinit {
        subject.on(.next(()))
        subject.on(.completed)
    }
}
