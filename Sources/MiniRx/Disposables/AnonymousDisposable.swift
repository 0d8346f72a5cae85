/// Runs an action the first time it is disposed, and never again.
private final class AnonymousDisposable: DisposeBase, Cancelable {
    private var disposeAction: (() -> Void)?

    init(_ disposeAction: @escaping () -> Void) {
        self.disposeAction = disposeAction
    }

    var isDisposed: Bool { disposeAction == nil }

    func dispose() {
        // Take the action out before running it, so a reentrant dispose finds nothing to do.
        guard let action = disposeAction else { return }
        disposeAction = nil
        action()
    }
}

extension Disposables {
    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }
}
