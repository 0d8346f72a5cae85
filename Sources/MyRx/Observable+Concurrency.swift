// Stage 15.2 writes this file. `values`: an observable's elements as a Swift async sequence,
// for `for try await element in observable.values`.

extension ObservableConvertibleType {
    /// The sequence's elements as an async stream. It subscribes at once, when the getter runs;
    /// each element waits in the stream's buffer until the loop takes it; `completed` ends the
    /// loop and an error is thrown by it; cancelling the looping task disposes the subscription,
    /// and the loop throws `CancellationError`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            // TODO(15.2): subscribe, hand each event to `continuation`, and dispose the
            // subscription when the loop is cancelled (`continuation.onTermination`).
            continuation.finish()
        }
    }
}
