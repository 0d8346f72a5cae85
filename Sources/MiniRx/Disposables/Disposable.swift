/// A resource that can be released: a subscription, a timer, a network request.
/// Disposing twice must be harmless.
public protocol Disposable {
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

/// A namespace for making disposables (its `create` functions).
public struct Disposables {
    private init() {}
}
