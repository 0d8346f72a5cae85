// Exercise 5.2, a reference solution.
import Ch05Disposables

/// Disposables disposed together, once, in insertion order. After that, anything inserted is
/// disposed at once.
final class DisposableGroup: Cancelable {
    private var disposables: [Disposable] = []

    /// True once `dispose()` has been called.
    private(set) var isDisposed = false

    /// Adds `disposable`, or disposes it at once if the group was disposed already.
    func insert(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
            return
        }
        disposables.append(disposable)
    }

    /// Disposes everything in the group, in insertion order; a second call does nothing.
    func dispose() {
        if isDisposed { return }
        // Marked and emptied before anything is disposed: a disposable that inserts into the
        // group while being disposed finds it disposed, and a second dispose finds nothing.
        isDisposed = true
        let toDispose = disposables
        disposables = []
        for disposable in toDispose {
            disposable.dispose()
        }
    }
}
