/// When a test observable was subscribed to and when that subscription was disposed, in
/// virtual time. A subscription still open has `unsubscribe == Int.max`, printed `Infinity`.
public struct Subscription: Hashable {
    /// When the subscription was made.
    public let subscribe: Int
    /// When it was disposed; `Int.max` while it is still open.
    public let unsubscribe: Int

    /// A subscription made at `subscribe` and never disposed.
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

extension Subscription: CustomDebugStringConvertible {
    /// `(200: 300)`, or `(200: Infinity)` while still open: RxTest's text.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
