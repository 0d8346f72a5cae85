// Exercise 2.2, a reference solution.
import Ch02Protocols

/// An observer made from a closure that enforces the grammar itself: after the first `error` or
/// `completed`, or after `dispose()`, it delivers nothing more.
final class GrammarObserver<Element>: ObserverType, Disposable {
    private let handler: (Event<Element>) -> Void
    private var isStopped = false

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !isStopped {
                handler(event)
            }
        case .error, .completed:
            if !isStopped {
                // Stopped before the handler runs: whatever it sends back in is dropped.
                isStopped = true
                handler(event)
            }
        }
    }

    /// Stops the observer without delivering anything.
    func dispose() {
        isStopped = true
    }
}
