// Stage 15.2 writes this file. `values`: an observable's elements as a Swift async sequence,
// for `for try await element in observable.values`.

extension ObservableConvertibleType {
    /// The sequence's elements as an async stream. It subscribes at once, when the getter runs;
    /// each element waits in the stream's buffer until the loop takes it; `completed` ends the
    /// loop and an error is thrown by it; cancelling the looping task disposes the subscription,
    /// and the loop throws `CancellationError`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            // Whether the subscription ended with a stop event; if it ends without one, the
            // loop was cancelled.
            var isFinished = false
            // The library has no locks: the subscription may cross into `onTermination` only
            // because the loop is cancelled on the thread the library runs on.
            nonisolated(unsafe) let subscription = asObservable().subscribe(
                onNext: { element in
                    // From here on only the looping task uses the element.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { error in
                    isFinished = true
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    isFinished = true
                    continuation.finish()
                },
                onDisposed: {
                    guard !isFinished else { return }
                    continuation.finish(throwing: CancellationError())
                }
            )
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    subscription.dispose()
                }
            }
        }
    }
}
