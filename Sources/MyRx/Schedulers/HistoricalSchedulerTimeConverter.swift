// Given in stage 10.4: nothing to write, read it. The converter of `HistoricalScheduler`, whose
// clock already is a `Date` (RxSwift/Schedulers/HistoricalSchedulerTimeConverter.swift).

import Foundation

/// Virtual time in `Date`s and intervals in `TimeInterval`s: every conversion is the identity.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = RxTime
    public typealias VirtualTimeIntervalUnit = TimeInterval

    public init() {}

    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        switch lhs.compare(rhs) {
        case .orderedAscending: return .lessThan
        case .orderedSame: return .equal
        case .orderedDescending: return .greaterThan
        }
    }
}
