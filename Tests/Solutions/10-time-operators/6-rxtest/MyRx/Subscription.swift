// Stage 10.6 writes this file. One line of a test observable's log: when a subscription was made,
// and when it was disposed.

/// When a subscription to a test observable was made and when it was disposed, in ticks. One
/// still open ends at `Int.max`, printed `Infinity`.
public struct Subscription {
    /// When it was made.
    public let subscribe: Int
    /// When it was disposed; `Int.max` while it is open.
    public let unsubscribe: Int

    /// A subscription made at `subscribe`, still open.
    public init(_ subscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}

extension Subscription: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(subscribe)
        hasher.combine(unsubscribe)
    }

    /// The same two times.
    public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
        lhs.subscribe == rhs.subscribe && lhs.unsubscribe == rhs.unsubscribe
    }
}

extension Subscription: CustomDebugStringConvertible {
    /// `(200: 300)`, or `(200: Infinity)` while it is open: RxTest's text.
    public var debugDescription: String {
        "(\(subscribe): \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
