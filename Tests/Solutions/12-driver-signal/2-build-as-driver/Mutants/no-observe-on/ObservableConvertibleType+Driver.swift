// Mutant: asDriver leaves out observe(on:): an element sent during a delivery is delivered at once, nested, and B gets 2 before 1 (rule 6)
// Stage 12.2 writes this file. `asDriver(onErrorJustReturn:)`: the one way in from an observable
// that may fail: delivered on Driver's scheduler, an error turned into one last element, and
// shared by Driver's initializer.

extension ObservableConvertibleType {
    /// A Driver of this sequence: its events delivered on `DriverSharingStrategy.scheduler`, an
    /// error replaced by `onErrorJustReturn` and `completed`, shared with a replay of one.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }
}
