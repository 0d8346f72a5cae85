import Foundation

/// A span of time: Dispatch's `DispatchTimeInterval` (`.seconds(2)`, `.milliseconds(300)`,
/// `.never`), as in RxSwift. MiniRx takes only the value type from Dispatch, never a queue or a
/// clock: every interval is measured on a virtual clock the program moves.
public typealias RxTimeInterval = DispatchTimeInterval

extension RxTimeInterval {
    /// The interval in seconds (`infinity` for `.never`).
    var asSeconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        // Dispatch may add kinds of interval on Apple platforms; RxSwift stops there too.
        @unknown default: fatalError("RxTimeInterval: an interval kind MiniRx does not know")
        }
    }
}

/// A point in time. As in RxSwift it is a `Date`, but MiniRx's clocks are virtual: a `Date`
/// here is a position on a clock the program moves, never the wall clock.
public typealias RxTime = Date
