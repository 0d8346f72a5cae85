// An Infallible as a Swift async sequence that cannot throw: `for await x in i.values`.

extension InfallibleType {
    /// The sequence's elements as an async stream that ends when the sequence completes.
    /// Subscribing happens at once, on the thread that asks for `values`; cancelling the
    /// iterating task disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            // Under the bridge's lock: `values` may be read inside a Swift task.
            let subscription = TaskBridge.withLock {
                subscribe(
                    onNext: { element in
                        // Crosses to the iterating task, which alone uses it from now on.
                        nonisolated(unsafe) let element = element
                        continuation.yield(element)
                    },
                    onCompleted: { continuation.finish() })
            }
            nonisolated(unsafe) let disposeOnCancel = subscription
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    TaskBridge.withLock { disposeOnCancel.dispose() }
                }
            }
        }
    }
}
