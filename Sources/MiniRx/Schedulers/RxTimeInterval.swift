import Foundation

/// A span of time, spelled as RxSwift spells it (where it is Dispatch's `DispatchTimeInterval`).
/// MiniRx has its own type because it never touches Dispatch: time here is virtual.
public enum RxTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    /// An interval that never ends.
    case never
}

extension RxTimeInterval {
    /// The interval in seconds (`infinity` for `.never`).
    public var asSeconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        }
    }
}

/// A point in time. As in RxSwift it is a `Date`, but MiniRx's clocks are virtual: a `Date`
/// here is a position on a clock the program moves, never the wall clock.
public typealias RxTime = Date
