import Foundation

/// What the traits' `value` share: subscribe, and suspend the awaiting task until the one answer
/// arrives. Whatever comes first wins — the answer, or the subscription ending without one
/// (`CancellationError`) — and the rest is ignored, as in RxSwift.
///
/// The subscription is made at once, on the thread that awaits. Cancelling the awaiting task
/// disposes it, on the thread that cancels. Both happen under `TaskBridge`'s lock, since either
/// may happen inside a Swift task.
func awaitOneEvent<Value>(
    isolation: isolated (any Actor)? = #isolation,
    subscribe: (_ answer: @escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let subscription = CancelableSubscription()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
            let answer = AnswerOnce(continuation)
            subscription.set(TaskBridge.withLock { subscribe { answer.resume(with: $0) } })
        }
    } onCancel: {
        subscription.cancel()
    }
}

/// Resumes a continuation once, whichever thread answers first.
private final class AnswerOnce<Value>: @unchecked Sendable {
    // Guarded by `lock`.
    private var continuation: CheckedContinuation<Value, Swift.Error>?
    private let lock = NSLock()

    init(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        self.continuation = continuation
    }

    func resume(with result: Result<Value, Swift.Error>) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        guard let waiting else { return }
        // The element crosses to the awaiting task here; MiniRx's elements are not required to
        // be Sendable, and from now on only that task uses it. The task runs again once the
        // MiniRx work that answered is over, not while it is still disposing on this thread.
        nonisolated(unsafe) let result = result
        TaskBridge.resumeAfterMiniRxWork { waiting.resume(with: result) }
    }
}

/// A subscription that may be cancelled from another thread before or after it is set: the
/// cancelling thread and the subscribing thread agree on who disposes it.
private final class CancelableSubscription: @unchecked Sendable {
    // Guarded by `lock`.
    private var subscription: Disposable?
    private var isCancelled = false
    private let lock = NSLock()

    func set(_ subscription: Disposable) {
        lock.lock()
        let disposeNow = isCancelled
        if !disposeNow { self.subscription = subscription }
        lock.unlock()
        if disposeNow { TaskBridge.withLock { subscription.dispose() } }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let current = subscription
        subscription = nil
        lock.unlock()
        if let current { TaskBridge.withLock { current.dispose() } }
    }
}
