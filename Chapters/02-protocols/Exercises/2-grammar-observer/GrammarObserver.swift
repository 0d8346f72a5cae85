// Exercise 2.2: make GrammarObserver keep the grammar `next* (error | completed)?`. Edit this
// file only.
import Ch02Protocols

/// An observer made from a closure that enforces the grammar itself: after the first `error` or
/// `completed`, or after `dispose()`, it delivers nothing more.
final class GrammarObserver<Element>: ObserverType, Disposable {
    private let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        // TODO: deliver `event` only if the grammar allows it.
        handler(event)
    }

    /// Stops the observer without delivering anything.
    func dispose() {
        // TODO
    }
}
