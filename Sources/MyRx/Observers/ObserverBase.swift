// Stage 2.4 writes this file. The observer that keeps the grammar: nothing after a stop event.
// (Internal in RxSwift; open here so that a check, or a program of yours, can subclass it.)

/// An observer that passes events on to `onCore` until the first stop event (or `dispose()`),
/// and drops everything after it.
open class ObserverBase<Element>: Disposable, ObserverType {
    private var isStopped = false

    public init() {
        Resources.incrementTotal()
    }

    /// Forwards `next` while running; forwards the first stop event and stops.
    public func on(_ event: Event<Element>) {
        // TODO(2.4): pass events to onCore, keeping the grammar.
    }

    /// Abstract: what a subclass does with each event the grammar lets through.
    open func onCore(_ event: Event<Element>) {
        rxAbstractMethod("ObserverBase.onCore")
    }

    /// Stops the observer without an event: nothing reaches `onCore` any more.
    public func dispose() {
        // TODO(2.4)
    }

    deinit {
        Resources.decrementTotal()
    }
}
