import Foundation

/// A scheduler whose clock moves only when told to. Work waits in a queue ordered by due time
/// (and, for equal times, by the order it was scheduled); `start()` runs it all, moving the
/// clock to each item's time as it goes, and `advanceTo(_:)` runs what is due up to a time.
///
/// Nothing here reads the wall clock, so a program driven by a virtual time scheduler prints the
/// same thing on every run. `TestScheduler` (MiniRxTest) and `HistoricalScheduler` are the two
/// concrete clocks; the `Converter` says what a tick is.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    private var queue: VirtualTimeQueue<VirtualTime>
    private let converter: Converter
    // Ties on time go to the item scheduled first.
    private var nextId = 0

    /// The clock as a `Date`.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The clock in the scheduler's own unit.
    public var clock: VirtualTime {
        currentClock
    }

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
        self.queue = VirtualTimeQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .equal: return lhs.id < rhs.id
            case .greaterThan: return false
            }
        }
    }

    /// Schedules `action` "now": through `scheduleRelative` with a zero delay, so a subclass's
    /// `adjustScheduledTime` applies (that is how `TestScheduler` simulates processing delay).
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, measured as a `Date` and converted back to the
    /// virtual unit (for `TestScheduler`: rounded to the nearest tick).
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = now.addingVirtualInterval(dueTime)
        let absoluteTime = converter.convertToVirtualTime(time)
        let adjustedTime = adjustScheduledTime(absoluteTime)
        return scheduleAbsoluteVirtual(state, time: adjustedTime, action: action)
    }

    /// Schedules `action` `dueTime` after the clock, in the virtual unit. Not adjusted.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the absolute virtual `time`. Not adjusted: a time already past runs
    /// next, without moving the clock back.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualSchedulerItem(action: { action(state) }, time: time, id: nextId)
        nextId += 1
        queue.enqueue(item)
        // RxSwift hands back a composite holding the item; disposing it cancels the item, or
        // disposes what the action returned if it has run.
        let disposable = CompositeDisposable()
        _ = disposable.insert(item)
        return disposable
    }

    /// A hook for subclasses: the time work scheduled through `scheduleRelative` (and so
    /// `schedule`) really gets. The base class changes nothing.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs everything in the queue, including work scheduled while running, moving the clock
    /// forward to each item's time. Returns when the queue is empty or `stop()` was called.
    /// Calling it while it runs does nothing.
    public func start() {
        if running { return }
        running = true
        repeat {
            guard let next = findNext() else { break }
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }
            next.invoke()
            queue.remove(next)
        } while running
        running = false
    }

    /// The first item that has not been cancelled, dropping cancelled ones on the way.
    private func findNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let front = queue.peek() {
            if front.isDisposed {
                queue.remove(front)
                continue
            }
            return front
        }
        return nil
    }

    /// Runs everything due at or before `virtualTime`, then sets the clock to `virtualTime`
    /// (even when the queue ran dry earlier, or `virtualTime` is in the past).
    public func advanceTo(_ virtualTime: VirtualTime) {
        if running {
            fatalError("VirtualTimeScheduler.advanceTo: Scheduler is already running")
        }
        running = true
        repeat {
            guard let next = findNext() else { break }
            if converter.compareVirtualTime(next.time, virtualTime).greaterThan { break }
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }
            next.invoke()
            queue.remove(next)
        } while running
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock).lessThen {
            fatalError("VirtualTimeScheduler.sleep: Can't sleep to past.")
        }
        currentClock = sleepTo
    }

    /// Makes `start()` or `advanceTo(_:)` return after the item running now.
    public func stop() {
        running = false
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The due times of the queued items, in the queue's (heap) order, as RxSwift prints them.
    public var debugDescription: String {
        queue.debugDescription
    }
}

/// One piece of queued work. Disposing it before it runs means it never runs; disposing it
/// after disposes what the work returned.
final class VirtualSchedulerItem<Time>: Disposable {
    private let action: () -> Disposable
    let time: Time
    let id: Int
    private let disposable = SingleAssignmentDisposable()

    init(action: @escaping () -> Disposable, time: Time, id: Int) {
        self.action = action
        self.time = time
        self.id = id
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        disposable.setDisposable(action())
    }

    func dispose() {
        disposable.dispose()
    }
}

extension VirtualSchedulerItem: CustomDebugStringConvertible {
    var debugDescription: String { "\(time)" }
}

/// A binary min-heap of scheduled items, laid out as RxSwift's `PriorityQueue` so that the
/// scheduler's `debugDescription` lists items in the same order. Items are removed by identity.
/// (Named for its one use: RxSwift's `PriorityQueue<Element>` is generic; this holds only
/// `VirtualSchedulerItem`s.)
struct VirtualTimeQueue<Time> {
    typealias Item = VirtualSchedulerItem<Time>
    private let hasHigherPriority: (Item, Item) -> Bool
    private var items: [Item] = []

    init(hasHigherPriority: @escaping (Item, Item) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    func peek() -> Item? { items.first }

    mutating func enqueue(_ item: Item) {
        items.append(item)
        bubbleUp(items.count - 1)
    }

    mutating func remove(_ item: Item) {
        guard let index = items.firstIndex(where: { $0 === item }) else { return }
        let isLast = index == items.count - 1
        if !isLast { items.swapAt(index, items.count - 1) }
        items.removeLast()
        if !isLast {
            bubbleUp(index)
            bubbleDown(index)
        }
    }

    private mutating func bubbleUp(_ start: Int) {
        var index = start
        while index > 0 {
            let parent = (index - 1) / 2
            guard hasHigherPriority(items[index], items[parent]) else { break }
            items.swapAt(index, parent)
            index = parent
        }
    }

    private mutating func bubbleDown(_ start: Int) {
        var index = start
        while true {
            let left = index * 2 + 1
            let right = index * 2 + 2
            var highest = index
            if left < items.count && hasHigherPriority(items[left], items[highest]) {
                highest = left
            }
            if right < items.count && hasHigherPriority(items[right], items[highest]) {
                highest = right
            }
            if highest == index { break }
            items.swapAt(highest, index)
            index = highest
        }
    }

    var debugDescription: String { items.debugDescription }
}

extension Date {
    /// `self` moved by `interval`, computed as RxSwift computes it (the value divided by its
    /// unit's factor), so rounding matches; `.never` is the distant future.
    fileprivate func addingVirtualInterval(_ interval: RxTimeInterval) -> Date {
        if interval == .never { return Date.distantFuture }
        return addingTimeInterval(interval.asSeconds)
    }
}
