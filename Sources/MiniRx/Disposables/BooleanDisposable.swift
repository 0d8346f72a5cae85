/// A disposable that only records that it was disposed; code checks `isDisposed` to stop work.
public final class BooleanDisposable: Cancelable {
    /// A disposable that is disposed already.
    nonisolated(unsafe) public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    public private(set) var isDisposed: Bool

    public init() {
        isDisposed = false
    }

    public init(isDisposed: Bool) {
        self.isDisposed = isDisposed
    }

    public func dispose() {
        isDisposed = true
    }
}
