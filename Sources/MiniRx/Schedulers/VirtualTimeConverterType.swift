import Foundation

/// How a `VirtualTimeScheduler` reads its clock: the unit of its absolute times and of its
/// intervals, and how both convert to and from `Date` and `TimeInterval`.
///
/// `TestScheduler` counts in `Int` ticks; `HistoricalScheduler` counts in `Date`s.
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
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
        -> TimeInterval

    /// The virtual interval a `TimeInterval` (seconds) stands for.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
        -> VirtualTimeUnit

    /// Orders two virtual times. A function rather than `Comparable`, because `Date` did not
    /// always conform and RxSwift keeps this shape.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
        -> VirtualTimeComparison
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
    // RxSwift spells this one `lessThen`; kept internal, as there.
    var lessThen: Bool { self == .lessThan }
    var greaterThan: Bool { self == .greaterThan }
    var equal: Bool { self == .equal }
}
