/// A `SharedSequence` for state: it never fails, delivers on `SharingScheduler.make()` (the main
/// loop unless a test mocks it), and shares with `share(replay: 1, scope: .whileConnected)`, so a
/// new subscriber first gets the latest element at once. Use it for what the screen shows: a
/// label's text, a list's rows. Subscribe with `drive`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// Main loop, replay the latest, share while anyone is subscribed.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This sequence as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

/// The scheduler `Driver` and `Signal` deliver on. A test can swap it with `mock`.
public enum SharingScheduler {
    // Single-threaded by design: a plain static, swapped only by `mock`.
    /// Makes the scheduler; by default a `MainScheduler()` on the main loop, as in RxCocoa.
    nonisolated(unsafe) public private(set) static var make: () -> SchedulerType = {
        MainScheduler()
    }

    /// Runs `action` with `scheduler` as the sharing scheduler, then puts the old one back.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` as the sharing scheduler, then puts the old one back.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void)
        rethrows
    {
        let original = make
        make = makeScheduler
        defer { make = original }
        try action()
    }
}
