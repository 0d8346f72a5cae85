/// Something that holds resources and can release them.
public protocol Disposable {
    /// Releases the resources. Calling it again does nothing more.
    func dispose()
}

/// A disposable that can also say whether it has been disposed.
public protocol Cancelable: Disposable {
    /// True once `dispose()` has been called.
    var isDisposed: Bool { get }
}
