// Stage 11.5 writes this file. `asCompletable()`: an observable with no elements as a
// Completable. (RxSwift keeps `asSingle()` and `asMaybe()` here too; this library keeps them
// beside their producers, in `Observables/AsSingle.swift` and `Observables/AsMaybe.swift`.)

extension ObservableType where Element == Never {
    /// This sequence as a Completable. Only an `Observable<Never>` has no element to break the
    /// promise with, so no check is needed: `ignoreElements()` makes one of any observable.
    public func asCompletable() -> Completable {
        // TODO(11.5)
        PrimitiveSequence(raw: Observable.never())
    }
}
