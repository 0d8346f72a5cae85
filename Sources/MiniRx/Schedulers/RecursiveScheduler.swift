import Foundation

// Time arithmetic the time operators share, with RxSwift's rounding (its Date+Dispatch.swift).
extension RxTimeInterval {
    /// True for an interval of zero in any unit: "due now".
    var isDueNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value),
            .nanoseconds(let value):
            return value == 0
        case .never:
            return false
        @unknown default:
            fatalError("RxTimeInterval: an interval kind MiniRx does not know")
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
        @unknown default: fatalError("RxTimeInterval: an interval kind MiniRx does not know")
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

/// Where one scheduled step of a recursion stands with its group of waiting steps (RxSwift's
/// name). An action may recurse more than once, so several steps can wait.
private enum ScheduleState {
    /// Scheduled, not yet in the group (it may even have run already).
    case initial
    /// In the group under this key.
    case added(CompositeDisposable.DisposeKey)
    /// Ran (or the group was disposed): nothing to remove.
    case done
}

/// Schedules one step of a recursion with `submit`, which hands the step's body to a scheduler. The
/// step waits in `group`, so that disposing the group cancels it, and leaves the group when it
/// runs. A step the scheduler ran at once, before `scheduleStep` returned, is never added.
/// (RxSwift writes these lines out in each `schedule` method of both recursive schedulers.)
private func scheduleStep<State>(
    in group: CompositeDisposable,
    _ submit: (@escaping (State) -> Disposable) -> Disposable,
    run: @escaping (State) -> Void
) {
    var scheduleState = ScheduleState.initial
    let step = submit { state in
        // Best effort: a step already handed to the scheduler when the group was disposed.
        if group.isDisposed { return Disposables.create() }
        if case .added(let key) = scheduleState { group.remove(for: key) }
        scheduleState = .done
        run(state)
        return Disposables.create()
    }
    if case .initial = scheduleState {
        if let key = group.insert(step) {
            scheduleState = .added(key)
        } else {
            scheduleState = .done
        }
    }
}

/// Runs one action over and over on a scheduler with a clock, each run asking for the next,
/// after a time or at once. The operators of chapter 10 use it. Every step waiting to run sits
/// in `group`, so disposing the group cancels them all.
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
        scheduleStep(in: group, { self.scheduler.scheduleRelative(state, dueTime: dueTime, action: $0) },
                     run: { state in self.action?(state, self) })
    }

    /// Runs the action again with `state` as soon as the scheduler can.
    func schedule(_ state: State) {
        scheduleStep(in: group, { self.scheduler.schedule(state, action: $0) },
                     run: { state in self.action?(state, self) })
    }

    func dispose() {
        action = nil
        group.dispose()
    }
}

/// Runs one action over and over on a scheduler, each run asking for the next with `recurse`:
/// `scheduleRecursive` on any `ImmediateSchedulerType`. Each step is one piece of work handed to
/// the scheduler; on the CurrentThreadScheduler that puts it at the back of the trampoline's
/// queue, which is why two `of` sources take turns.
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private var action: Action?
    private let scheduler: ImmediateSchedulerType
    private let group = CompositeDisposable()

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules one step with `state`.
    func schedule(_ state: State) {
        scheduleStep(in: group, { self.scheduler.schedule(state, action: $0) },
                     run: { state in self.action?(state, self.schedule) })
    }

    func dispose() {
        action = nil
        group.dispose()
    }
}
