import Foundation

/// The main run loop, on virtual time: MiniRx's `MainScheduler`.
///
/// In RxSwift, `MainScheduler` runs work on `DispatchQueue.main`, and the operating system turns
/// that loop. MiniRx has no Dispatch and no wall clock, so the loop is a queue of work ordered
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
/// Not provided: `SerialDispatchQueueScheduler`, `ConcurrentDispatchQueueScheduler` and
/// `OperationQueueScheduler`. They exist to move work onto other
/// threads and queues; MiniRx is single-threaded and deterministic by design, so there is no
/// other thread to move to, and a virtual clock cannot drive a real queue. Use `MainScheduler`
/// for "the main loop" and `VirtualTimeScheduler` / MiniRxTest's `TestScheduler` for tests.
public final class MainScheduler: SchedulerType {
    /// The main scheduler: runs at once when nothing is queued, else queues.
    nonisolated(unsafe) public static let instance = MainScheduler(alwaysQueues: false)

    /// A main scheduler that always queues, even when it could run at once.
    nonisolated(unsafe) public static let asyncInstance = MainScheduler(alwaysQueues: true)

    // There is one main loop, shared by every MainScheduler (as DispatchQueue.main is in RxSwift).
    private let loop = MainRunLoop.shared
    private let alwaysQueues: Bool

    /// A main scheduler on the one main loop (like `MainScheduler.instance`).
    public convenience init() {
        self.init(alwaysQueues: false)
    }

    private init(alwaysQueues: Bool) {
        self.alwaysQueues = alwaysQueues
    }

    /// The main loop's virtual clock.
    public var now: RxTime { loop.now }

    /// Seconds of virtual time since the main loop started (or was last reset).
    public var elapsed: TimeInterval { loop.now.timeIntervalSince(MainRunLoop.startTime) }

    /// True when work is waiting on the main loop.
    public var hasPendingWork: Bool { loop.queue.contains { !$0.item.isDisposed } }

    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if alwaysQueues {
            return loop.enqueue(at: loop.now, countsAsMainWork: false) { action(state) }
        }
        // As RxSwift's MainScheduler: run now only if none of its own work is waiting or running.
        if loop.mainWorkEnqueued == 0 {
            loop.mainWorkEnqueued += 1
            defer { loop.mainWorkEnqueued -= 1 }
            return action(state)
        }
        loop.mainWorkEnqueued += 1
        return loop.enqueue(at: loop.now, countsAsMainWork: true) { action(state) }
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        // A timer that never fires holds nothing.
        if dueTime == .never { return Disposables.create() }
        let dueDate = loop.now.addingTimeInterval(dueTime.asSeconds)
        return loop.enqueue(at: dueDate, countsAsMainWork: false) { action(state) }
    }

    // MARK: Driving the loop

    /// Runs every piece of work due within `interval` from now, in order, then leaves the clock
    /// `interval` later.
    public func advance(by interval: RxTimeInterval) {
        advance(to: loop.now.addingTimeInterval(interval.asSeconds))
    }

    /// Runs every piece of work due at or before `time`, in order, then leaves the clock at
    /// `time` (or where it is, if that is later).
    public func advance(to time: RxTime) {
        loop.run(until: time)
        if time > loop.now { loop.now = time }
    }

    /// Runs queued work, moving the clock to each piece's due time, until nothing is left.
    public func runUntilIdle() {
        loop.run(until: nil)
    }

    /// Kept for RxSwift programs: everything in MiniRx runs on the main thread, so this never
    /// fails.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {}

    /// Kept for RxSwift programs: everything in MiniRx runs on the main thread, so this never
    /// fails.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {}

    /// Forgets all queued work and sets the clock back to its start. For tests.
    static func resetMainLoop() {
        MainRunLoop.shared.queue.removeAll()
        MainRunLoop.shared.mainWorkEnqueued = 0
        MainRunLoop.shared.now = MainRunLoop.startTime
    }
}

/// The queue behind every MainScheduler: work ordered by due time, then by scheduling order.
private final class MainRunLoop {
    // Single-threaded by design: one loop, touched only from the program's one thread.
    nonisolated(unsafe) static let shared = MainRunLoop()
    /// Virtual time starts at the epoch, so `elapsed` reads as whole seconds.
    static let startTime = Date(timeIntervalSince1970: 0)

    struct Entry {
        let dueTime: RxTime
        let item: ScheduledItem
        /// Queued by `MainScheduler.instance.schedule`: counted in `mainWorkEnqueued`.
        let countsAsMainWork: Bool
    }

    var now = MainRunLoop.startTime
    var queue: [Entry] = []
    /// Work queued by `MainScheduler.instance.schedule` not yet finished (RxSwift's
    /// `numberEnqueued`): while it is above zero, `schedule` queues instead of running at once.
    var mainWorkEnqueued = 0
    private var isRunning = false

    func enqueue(at dueTime: RxTime, countsAsMainWork: Bool, _ work: @escaping () -> Disposable)
        -> Disposable
    {
        let item = ScheduledItem(work)
        // After every entry due at the same time or earlier: equal times run in scheduling order.
        let index = queue.firstIndex { $0.dueTime > dueTime } ?? queue.endIndex
        queue.insert(Entry(dueTime: dueTime, item: item, countsAsMainWork: countsAsMainWork), at: index)
        return item
    }

    /// Runs entries due at or before `limit` (all of them when nil), including entries that
    /// running work adds within the limit.
    func run(until limit: RxTime?) {
        precondition(
            !isRunning,
            "MainScheduler: advance/runUntilIdle was called from work running on the main loop; "
                + "only the program's top level may turn the loop.")
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
            if first.countsAsMainWork { mainWorkEnqueued -= 1 }
        }
    }
}
