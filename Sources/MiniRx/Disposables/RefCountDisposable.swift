/// A disposable that disposes the one it wraps only when it has been disposed itself *and*
/// every dependent disposable handed out by `retain()` has been disposed too: work shared by
/// several parties ends when the last one lets go. RxSwift's `RefCountDisposable`; `groupBy`
/// and `window` use it to keep their source subscribed while any group or window is.
public final class RefCountDisposable: DisposeBase, Cancelable {
    // nil once the wrapped disposable has been disposed.
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// True once the wrapped disposable has been disposed.
    public var isDisposed: Bool { disposable == nil }

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// A dependent disposable that holds the wrapped one alive until it is disposed. Once the
    /// wrapped disposable is gone, a disposable that does nothing.
    public func retain() -> Disposable {
        guard disposable != nil else { return Disposables.create() }
        count += 1
        return RefCountInnerDisposable(self)
    }

    /// Marks the primary owner as done; disposes the wrapped disposable if no dependent one is
    /// still held. A second call does nothing.
    public func dispose() {
        guard let wrapped = disposable, !primaryDisposed else { return }
        primaryDisposed = true
        if count == 0 {
            disposable = nil
            wrapped.dispose()
        }
    }

    /// Called once by each dependent disposable.
    fileprivate func release() {
        guard let wrapped = disposable else { return }
        count -= 1
        precondition(count >= 0, "RefCountDisposable: released more often than retained.")
        if primaryDisposed && count == 0 {
            disposable = nil
            wrapped.dispose()
        }
    }
}

/// What `RefCountDisposable.retain()` hands out: releases its parent once, however often it is
/// disposed.
private final class RefCountInnerDisposable: DisposeBase, Disposable {
    private let parent: RefCountDisposable
    private var isDisposed = false

    init(_ parent: RefCountDisposable) {
        self.parent = parent
    }

    func dispose() {
        if isDisposed { return }
        isDisposed = true
        parent.release()
    }
}
