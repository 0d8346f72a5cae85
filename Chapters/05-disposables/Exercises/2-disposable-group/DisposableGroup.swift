// Exercise 5.2: write DisposableGroup. Edit this file only.
import Ch05Disposables

/// Disposables disposed together, once, in insertion order. After that, anything inserted is
/// disposed at once.
final class DisposableGroup: Cancelable {
    private var disposables: [Disposable] = []

    /// True once `dispose()` has been called.
    private(set) var isDisposed = false

    /// Adds `disposable`, or disposes it at once if the group was disposed already.
    func insert(_ disposable: Disposable) {
        // TODO: the rule for a group that was disposed already.
        disposables.append(disposable)
    }

    /// Disposes everything in the group, in insertion order; a second call does nothing.
    func dispose() {
        // TODO
    }
}
