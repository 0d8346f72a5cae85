// Given in stage 9.5: nothing to write. How the library spells a span of time and a point in
// time, as RxSwift does (RxSwift/SchedulerType.swift).

import Foundation

/// A span of time: Dispatch's `DispatchTimeInterval` (`.seconds(2)`, `.milliseconds(300)`),
/// as in RxSwift. Only the value type is used: every clock in this library is virtual.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, a `Date` as in RxSwift; here always a position on a virtual clock.
public typealias RxTime = Date

extension RxTimeInterval {
    /// The interval in seconds (`infinity` for `.never`).
    var asSeconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
