import Foundation

/// RxSwift's scheduler for subscribing on the main thread (`subscribe(on:)`): work runs at once
/// when called on the main thread, else it is sent there. MiniRx has only the main thread, so
/// `schedule` always runs at once; timers go to the main loop (`MainScheduler`).
public final class ConcurrentMainScheduler: SchedulerType {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    /// The scheduler. (A plain static: MiniRx is single-threaded by design.)
    nonisolated(unsafe) public static let instance = ConcurrentMainScheduler()

    private let mainScheduler = MainScheduler.instance

    private init() {}

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        action(state)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
