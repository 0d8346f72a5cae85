import MiniRx

/// A value with the virtual time it happened at: most often an `Event`, as in
/// `.next(210, "a")`, `.completed(300)` or `.error(250, failure)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `next(1) @ 210`: the value, then the time.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A `next(element)` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`. `type` names the element type when nothing else does.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self)
        -> Recorded<Event<T>> where Value == Event<T>
    {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`. `type` names the element type when nothing else does.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
        -> Recorded<Event<T>> where Value == Event<T>
    {
        Recorded(time: time, value: .error(error))
    }

    /// The events given, as an array: a way to let Swift infer the element type from them,
    /// `Recorded.events(.next(210, 2), .completed(250))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        events(recordedEvents)
    }

    /// The events given, unchanged: `Recorded.events([.next(210, 2), .completed(250)])`.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
