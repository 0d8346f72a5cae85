// Stage 10.6 writes this file. A value with the virtual time it happened at: what a test records,
// and how it prints.

import MyRx

/// A value and the tick it happened at: most often an `Event`, `next(3) @ 210`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded {
    /// `next(3) @ 210`: the value, then the time, as RxTest prints it.
    public var debugDescription: String {
        // TODO(10.6)
        ""
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// The same time and equal values.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        // TODO(10.6)
        false
    }
}
