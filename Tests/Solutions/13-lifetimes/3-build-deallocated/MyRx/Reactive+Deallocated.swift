// RxCocoa keeps `rx.deallocated` in RxCocoa/Foundation/NSObject+Rx.swift: this file sits in its folder.
// Stage 13.3 writes this file. `rx.deallocated`: an object attached to the owner, released with
// it, whose own `deinit` tells the owner's subscribers that it has gone.

extension Reactive where Base: HasAssociatedObjects {
    /// Sends one `()` and completes when `base` has been deallocated: after its `deinit` body
    /// has run, when its associated objects are released. Every read gives the same sequence,
    /// a subscriber that comes after the deallocation still hears it, and neither the sequence
    /// nor a subscription to it keeps `base` alive.
    public var deallocated: Observable<Void> {
        // One per owner, under one key; the subject, not `base`, is what subscribers hold.
        base.associatedObjects.object(forKey: "rx.deallocated") { DeallocObservable() }.subject
    }
}

/// Lives among its owner's associated objects and is released with them: its own `deinit` is
/// the owner's deallocation.
private final class DeallocObservable {
    // Replays the `()` and the completion to a subscriber that comes after them.
    let subject = ReplaySubject<Void>.create(bufferSize: 1)

    deinit {
        subject.on(.next(()))
        subject.on(.completed)
    }
}
