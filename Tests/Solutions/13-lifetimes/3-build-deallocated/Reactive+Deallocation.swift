// Exercise 13.3, a reference solution: RxCocoa's design, on MiniRx's associated objects.
import MiniRx

extension Reactive where Base: HasAssociatedObjects {
    /// Sends one `()` and completes when `base` has been deallocated: after its `deinit` body
    /// has run, when its associated objects are released. Every read gives the same sequence,
    /// a subscriber that comes after the deallocation still hears it, and neither the sequence
    /// nor a subscription to it keeps `base` alive.
    var deallocation: Observable<Void> {
        // One per owner, under one key; the subject, not `base`, is what subscribers hold.
        base.associatedObjects.object(forKey: "exercise.deallocation") { DeallocObservable() }.subject
    }
}

/// Lives among its owner's associated objects and is released with them: its own `deinit` is
/// the owner's deallocation.
final class DeallocObservable {
    // Replays its one element and the completion to a subscriber that comes after them.
    let subject = ReplaySubject<Void>.create(bufferSize: 1)

    deinit {
        subject.on(.next(()))
        subject.on(.completed)
    }
}
