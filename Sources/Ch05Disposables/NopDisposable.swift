/// A disposable with nothing to release: what a create closure returns when it holds nothing.
private struct NopDisposable: Disposable {
    /// One is enough for everyone: it has no state.
    static let noOp = NopDisposable()

    func dispose() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable {
        NopDisposable.noOp
    }
}
