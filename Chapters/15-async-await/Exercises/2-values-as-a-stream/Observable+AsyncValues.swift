// Exercise 15.2: an observable's elements as a Swift async sequence. Edit this file only.
import MiniRx

extension ObservableConvertibleType {
    /// The sequence's elements as an async stream, for `for try await x in o.asyncValues`
    /// (MiniRx's own is `values`). It subscribes at once, when the getter runs; each element
    /// waits in the stream's buffer until the loop takes it; `completed` ends the loop, an error
    /// is thrown by it; cancelling the looping task disposes the subscription, and the loop
    /// throws `CancellationError`.
    var asyncValues: AsyncThrowingStream<Element, Error> {
        AsyncThrowingStream { continuation in
            // TODO: subscribe, hand each event to `continuation`, and dispose the subscription
            // when the loop is cancelled (`continuation.onTermination`).
            continuation.finish()
        }
    }
}
