// Given in stage 10.4: nothing to write, read it. What a virtual clock counts in, and how its
// times and intervals convert to `Date` and `TimeInterval` (RxSwift/Schedulers/VirtualTimeConverterType.swift).

import Foundation

/// How a `VirtualTimeScheduler` reads its clock: the unit of its times and of its intervals.
public protocol VirtualTimeConverterType {
    /// A point on the virtual clock.
    associatedtype VirtualTimeUnit

    /// A distance between two points on the virtual clock.
    associatedtype VirtualTimeIntervalUnit

    /// The `Date` a virtual time stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time a `Date` stands for.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The `TimeInterval` (seconds) a virtual interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval a `TimeInterval` (seconds) stands for.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Orders two virtual times (a function, as in RxSwift, so that any unit will do).
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of `compareVirtualTime`.
public enum VirtualTimeComparison {
    /// lhs < rhs
    case lessThan
    /// lhs == rhs
    case equal
    /// lhs > rhs
    case greaterThan
}

extension VirtualTimeComparison {
    // RxSwift spells this one `lessThen`; internal, as there.
    var lessThen: Bool { self == .lessThan }
    var greaterThan: Bool { self == .greaterThan }
    var equal: Bool { self == .equal }
}
