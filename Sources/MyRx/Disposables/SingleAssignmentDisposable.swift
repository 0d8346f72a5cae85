// Stage 7.4 writes this file. A place for a subscription that may be disposed before the
// subscription exists: what flatMap and withLatestFrom keep their inner subscriptions in.

/// Holds one disposable, set once; disposing it disposes that one, now or as soon as it is set.
public final class SingleAssignmentDisposable: Cancelable {
    private enum State {
        case empty
        case holding(Disposable)
        case disposed
    }

    private var state = State.empty
    private var wasSet = false

    public init() {
        Resources.incrementTotal()
    }

    public var isDisposed: Bool {
        if case .disposed = state { return true }
        return false
    }

    /// Keeps `disposable`, or disposes it at once if this was disposed already. Once only.
    public func setDisposable(_ disposable: Disposable) {
        // TODO(7.4): what if this was disposed already?
        precondition(!wasSet, "SingleAssignmentDisposable: setDisposable may be called only once.")
        wasSet = true
        state = .holding(disposable)
    }

    /// Disposes what it holds, once; what is set later is disposed on arrival.
    public func dispose() {
        // TODO(7.4)
    }

    deinit {
        Resources.decrementTotal()
    }
}
