// Stage 5.4 writes this file. `Disposables.create` in its shapes: nothing to do, a closure run
// once, two disposables disposed once in order. (RxSwift: Disposables.swift,
// NopDisposable.swift, AnonymousDisposable.swift, BinaryDisposable.swift.)
//
// Until stage 5.4 the two classes below are chapter 4's simple versions: they dispose every
// time they are asked, not once.

/// Where the `create` functions live.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable {
        NopDisposable()
    }

    /// A disposable that runs `dispose` the first time it is disposed, and never again.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes `disposable1`, then `disposable2`, the first time it is
    /// disposed, and never again.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}

/// Nothing to release.
private struct NopDisposable: Disposable {
    func dispose() {}
}

/// Runs its action once.
private final class AnonymousDisposable: Cancelable {
    private var disposeAction: (() -> Void)?

    init(_ disposeAction: @escaping () -> Void) {
        self.disposeAction = disposeAction
        Resources.incrementTotal()
    }

    var isDisposed: Bool {
        // TODO(5.4)
        false
    }

    func dispose() {
        // TODO(5.4): run the action the first time only.
        disposeAction?()
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// Disposes two disposables once, in order.
private final class BinaryDisposable: Cancelable {
    private var disposable1: Disposable?
    private var disposable2: Disposable?
    private var disposed = false

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.disposable1 = disposable1
        self.disposable2 = disposable2
        Resources.incrementTotal()
    }

    var isDisposed: Bool { disposed }

    func dispose() {
        // TODO(5.4): dispose both the first time only, and let go of them.
        disposable1?.dispose()
        disposable2?.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}
