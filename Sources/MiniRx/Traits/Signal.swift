/// A `SharedSequence` for events: it never fails, delivers on `SharingScheduler.make()` (the
/// main loop unless a test mocks it), and shares with `share(scope: .whileConnected)`, with no
/// replay: a new subscriber hears only what happens after it subscribed. Use it for things
/// that happen (a tap, "show an alert"), not for state. Subscribe with `emit`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// Main loop, no replay, share while anyone is subscribed.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This sequence as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
