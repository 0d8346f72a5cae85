/// Global hooks into MiniRx's behaviour.
public enum Hooks {
    /// Called with an error that reached `subscribe` without an `onError` handler.
    /// The first argument is the subscription's call stack, which MiniRx does not record (empty).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Does nothing by default, as in a release build of RxSwift (a debug build prints the error).
    nonisolated(unsafe) public static var defaultErrorHandler: DefaultErrorHandler = { _, _ in }
}
