// Given in stage 10.4: nothing to write, read it. The virtual time scheduler a program uses:
// its clock is a `Date` that moves only when the program says so (RxSwift/Schedulers/HistoricalScheduler.swift).

import Foundation

/// A `VirtualTimeScheduler` whose clock is a `Date` and whose intervals are `TimeInterval`s: for
/// replaying events at the times they happened, without waiting for them.
///
///     let scheduler = HistoricalScheduler()   // the clock reads 1970-01-01 00:00:00 +0000
///     scheduler.advanceTo(Date(timeIntervalSince1970: 60))
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// A scheduler whose clock starts at `initialClock` (by default the Unix epoch).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
