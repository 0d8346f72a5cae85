// An `Infallible` cannot fail, so it becomes a `Driver` without saying what to do on error
// (RxCocoa's Infallible+Driver.swift): delivery moves to the main loop, then it is shared.

extension InfallibleType {
    /// This sequence as a `Driver`.
    public func asDriver() -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
        return Driver(source)
    }
}
