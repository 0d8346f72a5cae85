// Making a `Driver`: every way has to say what happens on error, because a Driver cannot fail.
// Each one moves delivery to the main loop first, then recovers, then shares.

extension ObservableConvertibleType {
    /// A `Driver` that, on error, sends `onErrorJustReturn` and completes.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// A `Driver` that, on error, continues with `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// A `Driver` that, on error, continues with the Driver `onErrorRecover` makes for it.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>)
        -> Driver<Element>
    {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source)
    }
}
