/// A disposable with nothing to release.
private struct NopDisposable: Disposable {
    func dispose() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable {
        NopDisposable()
    }
}
