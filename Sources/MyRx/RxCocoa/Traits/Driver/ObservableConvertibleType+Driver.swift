// Stage 12.2 writes this file. `asDriver(onErrorJustReturn:)`: the one way in from an observable
// that may fail: delivered on Driver's scheduler, an error turned into one last element, and
// shared by Driver's initializer.

extension ObservableConvertibleType {
    /// A Driver of this sequence: its events delivered on `DriverSharingStrategy.scheduler`, an
    /// error replaced by `onErrorJustReturn` and `completed`, shared with a replay of one.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        // TODO(12.2): deliver on Driver's scheduler, replace an error, share.
        Driver(raw: asObservable())
    }
}
