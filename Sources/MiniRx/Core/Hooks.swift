/// Global hooks into MiniRx's behaviour.
public enum Hooks {
    /// Called with an error that reached `subscribe` without an `onError` handler.
    /// The first argument is the subscription's call stack: empty unless `recordCallStackOnError`
    /// is on, then what `customCaptureSubscriptionCallstack` returned at subscription.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// What captures a subscription's call stack when `recordCallStackOnError` is on.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    // Global state, but MiniRx is single-threaded by design: the hooks are read and written
    // from one thread only.

    /// Does nothing by default, as in a release build of RxSwift (a debug build prints the error).
    nonisolated(unsafe) public static var defaultErrorHandler: DefaultErrorHandler = { _, _ in }

    /// Returns no frames by default, as in a release build of RxSwift.
    nonisolated(unsafe) public static var customCaptureSubscriptionCallstack:
        CustomCaptureSubscriptionCallstack = { [] }

    /// When true, `subscribe(onNext:…)` captures the call stack with
    /// `customCaptureSubscriptionCallstack` and hands it to `defaultErrorHandler` with an
    /// unhandled error. Off by default, as in RxSwift.
    nonisolated(unsafe) public static var recordCallStackOnError = false
}
