// Given in stage 10.4: nothing to write, read it. Time arithmetic with RxSwift's rounding, which
// the virtual time scheduler, throttle and delay share (RxSwift/Date+Dispatch.swift).

import Foundation

extension RxTimeInterval {
    /// True for an interval of zero, in any unit: "due now".
    var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value == 0
        default:
            return false
        }
    }

    /// This interval minus the time that passed from `earlierDate` to `laterDate`, in this
    /// interval's own unit, rounded to the nearest whole unit and never below zero: what is left
    /// of a window. (So `.seconds(1)` with 0.65 s passed leaves `.seconds(0)`: due now.)
    func reduceWithSpanBetween(earlierDate: RxTime, laterDate: RxTime) -> RxTimeInterval {
        let span = laterDate.timeIntervalSince(earlierDate)
        func left(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - span * unitsPerSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, 1))
        case .milliseconds(let value): return .milliseconds(left(value, 1_000))
        case .microseconds(let value): return .microseconds(left(value, 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(left(value, 1_000_000_000))
        default: return self
        }
    }
}

extension Date {
    /// This date moved by `interval` (`.never`: the distant future).
    func addingDispatchInterval(_ interval: RxTimeInterval) -> Date {
        if interval == .never { return Date.distantFuture }
        return addingTimeInterval(interval.asSeconds)
    }
}
