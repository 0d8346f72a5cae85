// A Driver or Signal as a Swift async sequence, as RxCocoa 6.5+ has it: `for await x in d.values`.

extension SharedSequence {
    /// The sequence's elements as an async stream that cannot throw (a Driver or Signal never
    /// fails) and ends when the sequence completes. On the main actor, as in RxCocoa: a shared
    /// sequence delivers on the main scheduler. Cancelling the iterating task disposes the
    /// subscription.
    @MainActor public var values: AsyncStream<Element> {
        asObservable().valuesThatCannotFail
    }
}
