/// Disposes two disposables, first then second, once.
///
/// `subscribe(onNext:…)` returns one: first the `SinkDisposer` (which ends the subscription and
/// releases the source's resources), then the `AnonymousDisposable` that runs `onDisposed`. That
/// order is why the source's disposable always prints before `onDisposed`.
private final class BinaryDisposable: Cancelable {
    /// 0 until disposed, then 1.
    private let disposed = AtomicInt(0)
    private var disposable1: Disposable?
    private var disposable2: Disposable?

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.disposable1 = disposable1
        self.disposable2 = disposable2
        Resources.incrementTotal()
    }

    var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    func dispose() {
        guard fetchOr(disposed, 1) == 0, let first = disposable1, let second = disposable2 else {
            return
        }
        Trace.nest("\(Trace.name(of: self)).dispose → \(Trace.name(of: first)), then \(Trace.name(of: second))") {
            first.dispose()
            second.dispose()
        }
        disposable1 = nil
        disposable2 = nil
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension Disposables {
    /// One disposable that disposes `disposable1`, then `disposable2`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}
