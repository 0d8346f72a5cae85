// Given in stage 2.4: nothing to write, read it. What a subscription returns, so that it can end.

/// A resource that can be released: `dispose()` ends what it stands for.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can say whether it was disposed.
public protocol Cancelable: Disposable {
    /// True once `dispose()` was called.
    var isDisposed: Bool { get }
}
