// Exercise 15.2, a reference solution.
import MiniRx

extension ObservableConvertibleType {
    /// The sequence's elements as an async stream, for `for try await x in o.asyncValues`
    /// (MiniRx's own is `values`). It subscribes at once, when the getter runs; each element
    /// waits in the stream's buffer until the loop takes it; `completed` ends the loop, an error
    /// is thrown by it; cancelling the looping task disposes the subscription, and the loop
    /// throws `CancellationError`.
    var asyncValues: AsyncThrowingStream<Element, Error> {
        AsyncThrowingStream { continuation in
            var isFinished = false
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // MiniRx's elements need not be Sendable; from here on only the loop uses
                    // this one, which the compiler cannot see.
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
                    // Ended without a stop event: the loop was cancelled.
                    if !isFinished { continuation.finish(throwing: CancellationError()) }
                })
            // The runtime may call this on any thread; a MiniRx disposable is not Sendable, so
            // the compiler must be told to let it go there: see the notes.
            nonisolated(unsafe) let disposeOnCancel = subscription
            continuation.onTermination = { termination in
                if case .cancelled = termination { disposeOnCancel.dispose() }
            }
        }
    }
}
