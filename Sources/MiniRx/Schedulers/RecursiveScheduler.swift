import Foundation

// Time arithmetic the time operators share. RxSwift keeps these on `DispatchTimeInterval`;
// MiniRx keeps them on its own `RxTimeInterval`, with the same rounding.
extension RxTimeInterval {
    /// True for an interval of zero in any unit: "due now".
    var isDueNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value),
            .nanoseconds(let value):
            return value == 0
        case .never:
            return false
        }
    }

    /// This interval minus the time that passed between `earlierDate` and `laterDate`, in this
    /// interval's own unit, rounded to the nearest whole unit and never below zero. Throttle and
    /// delay use it to find how much of a window is left.
    func reduced(bySpanFrom earlierDate: RxTime, to laterDate: RxTime) -> RxTimeInterval {
        // Every span, zero included, goes through the same subtraction, as in RxSwift's
        // reduceWithSpanBetween: two events at the same instant leave the whole interval, and
        // an interval at or below zero comes back as zero.
        let span = laterDate.timeIntervalSince(earlierDate)
        func remainder(_ value: Int, unitsPerSecond: Double) -> Int {
            let left = Double(value) - span * unitsPerSecond
            return left > 0 ? Int(left.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(remainder(value, unitsPerSecond: 1))
        case .milliseconds(let value): return .milliseconds(remainder(value, unitsPerSecond: 1e3))
        case .microseconds(let value): return .microseconds(remainder(value, unitsPerSecond: 1e6))
        case .nanoseconds(let value): return .nanoseconds(remainder(value, unitsPerSecond: 1e9))
        case .never: return .never
        }
    }
}

extension SchedulerType {
    /// Runs `action` after `dueTime`; the action gets a recursive scheduler it may use to run
    /// itself again, after another time or at once. Disposing the result stops the recursion
    /// and cancels whatever step is waiting. (Internal, as in RxSwift: operators use it.)
    func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
    ) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

/// Where one scheduled step of a recursion stands with its group of waiting steps. Both
/// recursive schedulers use it: an action may recurse more than once, so several steps can wait.
enum RecursiveStepState {
    /// Scheduled, not yet in the group (it may even have run already).
    case initial
    /// In the group under this key.
    case added(CompositeDisposable.DisposeKey)
    /// Ran (or the group was disposed): nothing to remove.
    case done
}

/// Runs one action over and over on a scheduler, each run asking for the next. Every step
/// waiting to run sits in `group`, so disposing the group cancels them all; a step removes
/// itself from the group when it runs.
final class AnyRecursiveScheduler<State> {
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let scheduler: SchedulerType
    private var action: Action?
    private let group = CompositeDisposable()

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Runs the action again with `state` after `dueTime`.
    func schedule(_ state: State, dueTime: RxTimeInterval) {
        track { run in self.scheduler.scheduleRelative(state, dueTime: dueTime, action: run) }
    }

    /// Runs the action again with `state` as soon as the scheduler can.
    func schedule(_ state: State) {
        track { run in self.scheduler.schedule(state, action: run) }
    }

    private func track(_ scheduleStep: (@escaping (State) -> Disposable) -> Disposable) {
        var stepState = RecursiveStepState.initial
        let step = scheduleStep { state in
            if self.group.isDisposed { return Disposables.create() }
            if case .added(let key) = stepState { self.group.remove(for: key) }
            stepState = .done
            self.action?(state, self)
            return Disposables.create()
        }
        // A step that ran at once (an immediate scheduler) needs no tracking.
        if case .initial = stepState {
            if let key = group.insert(step) {
                stepState = .added(key)
            } else {
                stepState = .done
            }
        }
    }

    func dispose() {
        action = nil
        group.dispose()
    }
}
