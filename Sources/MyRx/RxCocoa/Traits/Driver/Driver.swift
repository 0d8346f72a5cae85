// Stage 12.2 writes this file. `Driver`: the shared sequence a user interface binds to, delivered
// on the main scheduler and shared with a replay of the latest element while anyone subscribes.

/// A sequence that never fails, is delivered on the main scheduler, and shares one subscription
/// among its subscribers, replaying the latest element to a newcomer while connected.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// Driver's strategy: a main scheduler, and `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        // TODO(12.2): Driver's sharing.
        source
    }
}

/// Makes the scheduler of the shared sequences (RxCocoa keeps it in
/// SchedulerType+SharedSequence.swift): a new `MainScheduler` each time, on the one main loop.
public enum SharingScheduler {
    /// The default scheduler of `Driver` (and RxCocoa's `Signal`).
    public static func make() -> SchedulerType {
        MainScheduler()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes closures for the elements and the end; there is no `onError`, since a Driver
    /// cannot fail. `onDisposed` runs once the subscription ends. (RxCocoa keeps it in
    /// Driver+Subscription.swift.)
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // TODO(12.2)
        Disposables.create()
    }
}
