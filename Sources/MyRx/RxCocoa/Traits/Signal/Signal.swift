// Stage 12.4 writes this file. `Signal`: the shared sequence for things that happen (a tap, "show
// an alert"), delivered on the main scheduler and shared while anyone subscribes, with no replay.

/// A sequence that never fails, is delivered on the main scheduler, and shares one subscription
/// among its subscribers; a newcomer hears only what comes after it subscribed.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// Signal's strategy: a main scheduler, and `share(scope: .whileConnected)`, with no replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        // TODO(12.4): Signal's sharing.
        source
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This sequence as a `Signal`: itself.
    public func asSignal() -> Signal<Element> {
        // TODO(12.4)
        Signal(raw: Observable.create { _ in Disposables.create() })
    }
}
