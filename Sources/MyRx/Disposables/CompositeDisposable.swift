// Stage 5.4 writes this file. A group of disposables, each removable by its key, all disposed
// together once; what is added after that is disposed at once.

/// Disposables kept in a Bag (chapter 6 writes its order), disposed together once.
public final class CompositeDisposable: Cancelable {
    /// Takes one disposable back out of the group.
    public struct DisposeKey: Equatable {
        fileprivate let key: BagKey
    }

    // nil once disposed.
    private var disposables: Bag<Disposable>? = Bag()

    public init() {
        Resources.incrementTotal()
    }

    /// A group holding `disposables`.
    public init(disposables: [Disposable]) {
        Resources.incrementTotal()
        for disposable in disposables { _ = self.disposables!.insert(disposable) }
    }

    public var isDisposed: Bool { disposables == nil }

    /// How many disposables the group holds.
    public var count: Int { disposables?.count ?? 0 }

    /// Adds `disposable` and returns its key; if the group is disposed already, disposes it at
    /// once and returns nil.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        // TODO(5.4): what is added after dispose().
        return DisposeKey(key: disposables!.insert(disposable))
    }

    /// Takes the disposable under `disposeKey` out of the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        // TODO(5.4)
    }

    /// Disposes everything in the group, once, in the Bag's order.
    public func dispose() {
        // TODO(5.4)
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension Disposables {
    /// A group of three disposables, disposed once in order.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
    }

    /// A group of `disposables`, disposed once in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}
