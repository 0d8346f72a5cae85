// Given: nothing to write. A slot for one disposable at a time, as RxSwift's `SerialDisposable`
// (RxSwift/Disposables/SerialDisposable.swift): putting a new one in disposes the one it
// replaces; once the slot is disposed, what it holds is disposed, and anything put in later at
// once. `catch` keeps the source's subscription in one, then the handler's.

/// Holds one disposable, replaceable.
public final class SerialDisposable: Cancelable {
    private var current: Disposable?
    private var disposed = false

    public init() {
        Resources.incrementTotal()
    }

    /// True once `dispose()` was called.
    public var isDisposed: Bool { disposed }

    /// The disposable held now. Setting it disposes the one it replaces, or, once this is
    /// disposed, the new one.
    public var disposable: Disposable {
        get {
            current ?? Disposables.create()
        }
        set {
            let toDispose: Disposable?
            if disposed {
                toDispose = newValue
            } else {
                toDispose = current
                current = newValue
            }
            toDispose?.dispose()
        }
    }

    /// Disposes what it holds, once.
    public func dispose() {
        guard !disposed else { return }
        disposed = true
        let toDispose = current
        current = nil
        toDispose?.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}
