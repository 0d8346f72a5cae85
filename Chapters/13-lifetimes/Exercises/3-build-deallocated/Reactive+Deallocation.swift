// Exercise 13.3: build rx.deallocated. Edit this file only.
// Your `rx.deallocation` stands in for MiniRx's `rx.deallocated` in this exercise's program
// (another name, so that the two do not collide).
import MiniRx

extension Reactive where Base: HasAssociatedObjects {
    /// Sends one `()` and completes when `base` has been deallocated: after its `deinit` body
    /// has run, when its associated objects are released. Every read gives the same sequence,
    /// a subscriber that comes after the deallocation still hears it, and neither the sequence
    /// nor a subscription to it keeps `base` alive.
    var deallocation: Observable<Void> {
        // TODO: attach one DeallocObservable to `base.associatedObjects`, made on first use.
        Observable.never()
    }
}

/// Lives among its owner's associated objects and is released with them: its own `deinit` is
/// the owner's deallocation.
final class DeallocObservable {
    // TODO: what subscribers of `rx.deallocation` subscribe to.

    deinit {
        // TODO: tell them.
    }
}
