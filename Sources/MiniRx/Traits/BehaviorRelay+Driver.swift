// A relay never errors, so it becomes a `Driver` without saying what to do on error
// (RxCocoa's BehaviorRelay+Driver.swift).

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value first, then each accepted value, delivered on
    /// the main loop and shared with replay of the latest.
    public func asDriver() -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
        return Driver(source)
    }
}
