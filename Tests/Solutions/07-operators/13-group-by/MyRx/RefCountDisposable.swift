// Stage 7.13 writes this file. A disposable shared by several holders: what it wraps is disposed
// only when its owner and every holder it handed out have let go. `groupBy` keeps its source's
// subscription in one, so that a group still watched keeps the source alive.

/// Disposes the disposable it wraps once it is disposed itself and every disposable `retain()`
/// returned is disposed too.
public final class RefCountDisposable: Cancelable {
    // nil once the wrapped disposable has been disposed.
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    public init(disposable: Disposable) {
        self.disposable = disposable
        Resources.incrementTotal()
    }

    /// True once the wrapped disposable has been disposed.
    public var isDisposed: Bool { disposable == nil }

    /// A disposable that holds the wrapped one alive until it is disposed; an empty one if the
    /// wrapped disposable is gone already.
    public func retain() -> Disposable {
        guard disposable != nil else { return Disposables.create() }
        count += 1
        return RefCountInnerDisposable(self)
    }

    /// Disposes the wrapped disposable now if no holder is left, else when the last one lets go.
    public func dispose() {
        guard let wrapped = disposable, !primaryDisposed else { return }
        primaryDisposed = true
        if count == 0 {
            disposable = nil
            wrapped.dispose()
        }
    }

    fileprivate func release() {
        guard let wrapped = disposable else { return }
        count -= 1
        precondition(count >= 0, "RefCountDisposable: released more often than retained.")
        if primaryDisposed && count == 0 {
            disposable = nil
            wrapped.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// One holder's share: disposing it lets go once, however often it is disposed.
final class RefCountInnerDisposable: Disposable {
    private let parent: RefCountDisposable
    private var isDisposed = false

    init(_ parent: RefCountDisposable) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func dispose() {
        if isDisposed { return }
        isDisposed = true
        parent.release()
    }

    deinit {
        Resources.decrementTotal()
    }
}
