// Observables as Swift async sequences, as RxSwift 6.5+ has them: `for try await x in o.values`.

extension ObservableConvertibleType {
    /// The sequence's elements as an async stream: iterate it with `for try await`. The stream
    /// ends when the sequence completes, throws its error, and throws `CancellationError` if the
    /// subscription ends without either (it was disposed elsewhere).
    ///
    /// Subscribing happens at once, on the thread that asks for `values`; elements wait in the
    /// stream's buffer until the loop takes them. Cancelling the iterating task disposes the
    /// subscription, on the thread that cancels.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            var isFinished = false
            let subscription = StreamSubscription()
            // Under the bridge's lock: `values` may be read inside a Swift task. The loop is woken
            // only once the MiniRx work that sent to it is over (`resumeAfterMiniRxWork`).
            TaskBridge.withLock {
                subscription.keep(asObservable().subscribe(
                    onNext: { element in
                        // The element crosses to the iterating task here; MiniRx's elements
                        // need not be Sendable, and from now on only that task uses it.
                        nonisolated(unsafe) let element = element
                        TaskBridge.resumeAfterMiniRxWork { continuation.yield(element) }
                    },
                    onError: { error in
                        isFinished = true
                        TaskBridge.resumeAfterMiniRxWork { continuation.finish(throwing: error) }
                    },
                    onCompleted: {
                        isFinished = true
                        TaskBridge.resumeAfterMiniRxWork { continuation.finish() }
                    },
                    onDisposed: {
                        subscription.end()
                        if !isFinished {
                            TaskBridge.resumeAfterMiniRxWork {
                                continuation.finish(throwing: CancellationError())
                            }
                        }
                    }))
            }
            // The runtime calls this on whichever thread ends the iteration.
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}
