/// Runs an action the first time it is disposed, and never again.
///
/// It is what `Disposables.create { … }` returns, and what `subscribe(onNext:…)` wraps its
/// `onDisposed` in: a subscription that completed has run `onDisposed` already, and disposing it
/// later must not run it twice.
private final class AnonymousDisposable: Cancelable {
    typealias DisposeAction = () -> Void

    /// 0 until disposed, then 1.
    private let disposed = AtomicInt(0)
    private var disposeAction: DisposeAction?

    init(disposeAction: @escaping DisposeAction) {
        self.disposeAction = disposeAction
        Resources.incrementTotal()
    }

    var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    func dispose() {
        // `fetchOr` returns the old value: only the first call finds 0.
        guard fetchOr(disposed, 1) == 0, let action = disposeAction else { return }
        // Let go of the action (and what it captured) before running it.
        disposeAction = nil
        Trace.nest("\(Trace.name(of: self)).dispose → its action") {
            action()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension Disposables {
    /// A disposable that runs `dispose` the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(disposeAction: dispose)
    }
}
