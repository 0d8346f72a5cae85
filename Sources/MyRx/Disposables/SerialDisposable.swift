// Stage 9.6 writes this file. A slot for one disposable at a time: putting a new one in
// disposes the one it replaces. subscribe(on:) and debounce keep their one piece in it.

/// Holds one disposable, replaceable: setting a new one disposes the old one. Once this is
/// disposed, it disposes what it holds, and anything set later at once.
public final class SerialDisposable: Cancelable {
    private var current: Disposable?
    private var disposed = false

    public init() {
        Resources.incrementTotal()
    }

    public var isDisposed: Bool { disposed }

    /// The disposable held now. Setting it disposes the one it replaces (or, once this is
    /// disposed, the new one).
    public var disposable: Disposable {
        get {
            current ?? Disposables.create()
        }
        set {
            // TODO(9.6): what happens to the old one? And after `dispose()`?
            current = newValue
        }
    }

    /// Disposes what it holds, once; anything set later is disposed on arrival.
    public func dispose() {
        // TODO(9.6)
    }

    deinit {
        Resources.decrementTotal()
    }
}
