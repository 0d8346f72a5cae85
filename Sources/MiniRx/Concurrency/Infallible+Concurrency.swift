// An Infallible as a Swift async sequence that cannot throw: `for await x in i.values`.

extension InfallibleType {
    /// The sequence's elements as an async stream that ends when the sequence completes.
    /// Subscribing happens at once, on the thread that asks for `values`; cancelling the
    /// iterating task disposes the subscription.
    public var values: AsyncStream<Element> {
        asObservable().valuesThatCannotFail
    }
}

extension Observable {
    /// `values` for a sequence that cannot fail (an `Infallible`, a `Driver`, a `Signal`): an
    /// `AsyncStream`, which cannot throw. See `ObservableConvertibleType.values` for the rest.
    var valuesThatCannotFail: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = StreamSubscription()
            // Under the bridge's lock: `values` may be read inside a Swift task. The loop is woken
            // only once the MiniRx work that sent to it is over (`resumeAfterMiniRxWork`).
            TaskBridge.withLock {
                subscription.keep(subscribe(
                    onNext: { element in
                        // Crosses to the iterating task, which alone uses it from now on.
                        nonisolated(unsafe) let element = element
                        TaskBridge.resumeAfterMiniRxWork { continuation.yield(element) }
                    },
                    onCompleted: { TaskBridge.resumeAfterMiniRxWork { continuation.finish() } },
                    onDisposed: { subscription.end() }))
            }
            // The runtime calls this on whichever thread ends the iteration.
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}
