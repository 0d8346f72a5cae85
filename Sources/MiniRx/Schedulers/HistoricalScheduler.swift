import Foundation

/// A virtual time scheduler whose clock is a `Date` and whose intervals are `TimeInterval`s:
/// for replaying events that carry real timestamps, in order, without waiting for them.
///
///     let scheduler = HistoricalScheduler()   // clock at 1970-01-01 00:00:00 +0000
///     scheduler.advanceTo(Date(timeIntervalSince1970: 60))
///
/// The clock never reads the wall clock: it starts at `initialClock` and moves only through
/// `start()`, `advanceTo(_:)` and `sleep(_:)`.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// A scheduler whose clock starts at `initialClock` (by default the Unix epoch).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
