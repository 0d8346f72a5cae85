/// Disposes two disposables, in order, once.
private final class BinaryDisposable: Cancelable {
    private var disposables: (Disposable, Disposable)?

    init(_ first: Disposable, _ second: Disposable) {
        disposables = (first, second)
        Resources.incrementTotal()
    }

    var isDisposed: Bool { disposables == nil }

    func dispose() {
        guard let (first, second) = disposables else { return }
        disposables = nil
        first.dispose()
        second.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension Disposables {
    /// One disposable that disposes `disposable1` then `disposable2`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}
