/// Disposes two disposables, in order, once.
private final class BinaryDisposable: DisposeBase, Cancelable {
    private var first: Disposable?
    private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool { first == nil }

    func dispose() {
        // Taken out (not copied) before disposing, so a reentrant dispose finds nothing to do.
        guard let first = first.take(), let second = second.take() else { return }
        first.dispose()
        second.dispose()
    }
}

extension Disposables {
    /// One disposable that disposes `disposable1` then `disposable2`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}
