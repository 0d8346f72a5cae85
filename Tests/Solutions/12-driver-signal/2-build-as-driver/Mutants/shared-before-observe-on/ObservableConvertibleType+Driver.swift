// Mutant: asDriver shares first and observes on the scheduler after, one observe(on:) per subscriber: it must share after it (rule 6)
// Stage 12.2 writes this file. `asDriver(onErrorJustReturn:)`: the one way in from an observable
// that may fail: delivered on Driver's scheduler, an error turned into one last element, and
// shared by Driver's initializer.

extension ObservableConvertibleType {
    /// A Driver of this sequence: its events delivered on `DriverSharingStrategy.scheduler`, an
    /// error replaced by `onErrorJustReturn` and `completed`, shared with a replay of one.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = DriverSharingStrategy.share(asObservable())
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(raw: source)
    }
}
