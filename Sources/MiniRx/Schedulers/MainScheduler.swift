import Foundation

/// The main run loop, on virtual time: MiniRx's `MainScheduler`.
///
/// In RxSwift, `MainScheduler` runs work on the main dispatch queue, and the operating system
/// turns that loop. MiniRx has no Dispatch and no wall clock, so the loop is a queue of work ordered
/// by (due time, order of scheduling), and the program turns it itself:
///
///     let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
///     let subscription = ticks.subscribe(onNext: { print($0) })
///     MainScheduler.instance.advance(by: .seconds(3))   // prints 0, 1, 2
///     subscription.dispose()
///
/// - `advance(by:)` / `advance(to:)` run every piece of work due up to that time, in order,
///   moving the clock to each one's time, then leave the clock at the target.
/// - `runUntilIdle()` runs work until none is left (it never returns while a periodic timer is
///   alive: dispose it first, or use `advance`).
///
/// `schedule` behaves like RxSwift's: a program's code counts as running on the main thread
/// (MiniRx has only that one), so `MainScheduler.instance` runs the action **at once** when no
/// work it queued earlier is still waiting or running, and otherwise queues it behind that work.
/// `MainScheduler.asyncInstance` always queues. Timers (`scheduleRelative`, `schedulePeriodic`)
/// always go on the queue at their due time.
///
/// Not provided: RxSwift's schedulers built on dispatch queues and operation queues (chapter 9's
/// README names them). They exist to move work onto other threads and queues; MiniRx is
/// single-threaded and deterministic by design, so there is no other thread to move to, and a
/// virtual clock cannot drive a real queue. Use `MainScheduler` for "the main loop" and
/// `VirtualTimeScheduler` / MiniRxTest's `TestScheduler` for tests.
public final class MainScheduler: SchedulerType {
    // The two shared instances are plain statics: MiniRx is single-threaded by design.

    /// The main scheduler: runs at once when nothing is queued, else queues.
    nonisolated(unsafe) public static let instance = MainScheduler(alwaysQueues: false)

    /// A main scheduler that always queues, even when it could run at once.
    nonisolated(unsafe) public static let asyncInstance = MainScheduler(alwaysQueues: true)

    // There is one main loop, shared by every MainScheduler (as the main queue is in RxSwift).
    private let loop = MainRunLoop.shared
    private let alwaysQueues: Bool
    /// Work this scheduler queued through `schedule` and has not finished (RxSwift's
    /// `numberEnqueued`, kept per instance as there): while above zero, `schedule` queues.
    fileprivate var numberEnqueued = 0

    /// A main scheduler on the one main loop, behaving like `MainScheduler.instance` but
    /// counting its own queued work (as each RxSwift `MainScheduler()` does).
    public convenience init() {
        self.init(alwaysQueues: false)
    }

    private init(alwaysQueues: Bool) {
        self.alwaysQueues = alwaysQueues
    }

    /// The main loop's virtual clock.
    public var now: RxTime { MainRunLoop.date(atNanoseconds: loop.now) }

    /// Seconds of virtual time since the main loop started (or was last reset).
    public var elapsed: TimeInterval { TimeInterval(loop.now) / 1e9 }

    /// True when work is waiting on the main loop.
    public var hasPendingWork: Bool { loop.queue.contains { !$0.item.isDisposed } }

    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if alwaysQueues {
            return loop.enqueue(at: loop.now, countedBy: nil) { action(state) }
        }
        // As RxSwift's MainScheduler: run now only if none of its own work is waiting or running.
        numberEnqueued += 1
        if numberEnqueued == 1 {
            defer { numberEnqueued -= 1 }
            return action(state)
        }
        return loop.enqueue(at: loop.now, countedBy: self) { action(state) }
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // A timer that never fires holds nothing.
        if dueTime == .never { return Disposables.create() }
        let due = loop.now.addingReportingOverflow(MainRunLoop.nanoseconds(in: dueTime))
        return loop.enqueue(at: due.overflow ? .max : due.partialValue, countedBy: nil) {
            action(state)
        }
    }

    // MARK: Driving the loop

    /// Runs every piece of work due within `interval` from now, in order, then leaves the clock
    /// `interval` later.
    public func advance(by interval: RxTimeInterval) {
        let target = loop.now.addingReportingOverflow(MainRunLoop.nanoseconds(in: interval))
        advance(toNanoseconds: target.overflow ? .max : target.partialValue)
    }

    /// Runs every piece of work due at or before `time`, in order, then leaves the clock at
    /// `time` (or where it is, if that is later).
    public func advance(to time: RxTime) {
        advance(toNanoseconds: MainRunLoop.nanoseconds(since: time))
    }

    private func advance(toNanoseconds target: Int64) {
        loop.run(until: target)
        if target > loop.now { loop.now = target }
    }

    /// Runs queued work, moving the clock to each piece's due time, until nothing is left.
    public func runUntilIdle() {
        loop.run(until: nil)
    }

    /// Runs the earliest queued work, and everything else due at that same time, moving the
    /// clock there; returns false (and runs nothing) when nothing is queued at or before
    /// `deadline`. One step of `runUntilIdle`, for a caller that checks something between steps:
    /// MiniRxBlocking's `toBlocking()` stops as soon as its sequence has ended.
    package func runNext(notAfter deadline: RxTime? = nil) -> Bool {
        guard let due = loop.queue.first(where: { !$0.item.isDisposed })?.dueTime else {
            return false
        }
        if let deadline, due > MainRunLoop.nanoseconds(since: deadline) { return false }
        loop.run(until: due)
        return true
    }

    /// Kept for RxSwift programs: everything in MiniRx runs on the main thread, so this never
    /// fails.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {}

    /// Kept for RxSwift programs: everything in MiniRx runs on the main thread, so this never
    /// fails.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {}

    /// Forgets all queued work and sets the clock back to its start. For tests.
    static func resetMainLoop() {
        for entry in MainRunLoop.shared.queue { entry.countedBy?.numberEnqueued -= 1 }
        MainRunLoop.shared.queue.removeAll()
        MainRunLoop.shared.now = 0
    }
}

/// The queue behind every MainScheduler: work ordered by due time, then by scheduling order.
/// RxSwift has no such class: there the operating system's main run loop and the main dispatch
/// queue do this.
private final class MainRunLoop {
    // Single-threaded by design: one loop, touched only from the program's one thread.
    nonisolated(unsafe) static let shared = MainRunLoop()
    /// Virtual time starts at the epoch, so `now` and `elapsed` agree.
    static let startTime = Date(timeIntervalSince1970: 0)

    /// `nanoseconds` after the start, as a date.
    static func date(atNanoseconds nanoseconds: Int64) -> RxTime {
        startTime.addingTimeInterval(TimeInterval(nanoseconds) / 1e9)
    }

    /// `date` as nanoseconds after the start. The clock counts Int64 nanoseconds, about 292
    /// years either side of 1970; a date beyond that (`.distantPast`, `.distantFuture`) stands
    /// for the clock's first or last instant: converting it as it is would trap.
    static func nanoseconds(since date: RxTime) -> Int64 {
        let nanoseconds = (date.timeIntervalSince(startTime) * 1e9).rounded()
        return Int64(exactly: nanoseconds) ?? (nanoseconds < 0 ? .min : .max)
    }

    /// The interval in whole nanoseconds (capped), so that equal due times compare equal: with
    /// `Double` seconds, ten steps of 0.1s would not land on 1s.
    static func nanoseconds(in interval: RxTimeInterval) -> Int64 {
        let (value, unit): (Int, Int64)
        switch interval {
        case .seconds(let count): (value, unit) = (count, 1_000_000_000)
        case .milliseconds(let count): (value, unit) = (count, 1_000_000)
        case .microseconds(let count): (value, unit) = (count, 1_000)
        case .nanoseconds(let count): (value, unit) = (count, 1)
        case .never: return .max
        @unknown default: fatalError("RxTimeInterval: an interval kind MiniRx does not know")
        }
        let product = Int64(value).multipliedReportingOverflow(by: unit)
        if product.overflow { return value < 0 ? .min : .max }
        return product.partialValue
    }

    struct Entry {
        /// Nanoseconds after the start.
        let dueTime: Int64
        let item: ScheduledItem
        /// The scheduler whose `numberEnqueued` counts this work, if any.
        let countedBy: MainScheduler?
    }

    /// The clock: nanoseconds after the start.
    var now: Int64 = 0
    var queue: [Entry] = []
    private var isRunning = false

    func enqueue(at dueTime: Int64, countedBy: MainScheduler?, _ work: @escaping () -> Disposable)
        -> Disposable
    {
        let item = ScheduledItem(work)
        // After every entry due at the same time or earlier: equal times run in scheduling order.
        let index = queue.firstIndex { $0.dueTime > dueTime } ?? queue.endIndex
        queue.insert(Entry(dueTime: dueTime, item: item, countedBy: countedBy), at: index)
        return item
    }

    /// Runs entries due at or before `limit` (all of them when nil), including entries that
    /// running work adds within the limit.
    func run(until limit: Int64?) {
        precondition(
            !isRunning,
            "MainScheduler: advance/runUntilIdle/runNext (or toBlocking) was called from work "
                + "running on the main loop; only the program's top level may turn the loop.")
        isRunning = true
        defer { isRunning = false }
        while let first = queue.first {
            if let limit, first.dueTime > limit { break }
            queue.removeFirst()
            // Cancelled work is dropped without moving the clock.
            if !first.item.isDisposed {
                if first.dueTime > now { now = first.dueTime }
                first.item.invoke()
            }
            first.countedBy?.numberEnqueued -= 1
        }
    }
}
