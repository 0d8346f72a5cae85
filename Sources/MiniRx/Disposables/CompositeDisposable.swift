/// A growing group of disposables, disposed together. Each insert returns a key that can take
/// its disposable out again; inserting after the group was disposed disposes at once.
public final class CompositeDisposable: Cancelable {
    /// Identifies one inserted disposable.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    private var nextKey = 0
    // Insertion order is disposal order, so keep an ordered list of (key, disposable).
    private var disposables: [(key: Int, disposable: Disposable)]? = []

    public init() {
        Resources.incrementTotal()
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = [(0, disposable1), (1, disposable2)]
        nextKey = 2
        Resources.incrementTotal()
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        disposables = [(0, disposable1), (1, disposable2), (2, disposable3)]
        nextKey = 3
        Resources.incrementTotal()
    }

    public init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        let all = [disposable1, disposable2, disposable3, disposable4] + disposables
        self.disposables = all.enumerated().map { ($0.offset, $0.element) }
        nextKey = all.count
        Resources.incrementTotal()
    }

    public init(disposables: [Disposable]) {
        self.disposables = disposables.enumerated().map { ($0.offset, $0.element) }
        nextKey = disposables.count
        Resources.incrementTotal()
    }

    public var isDisposed: Bool { disposables == nil }

    /// The number of disposables held now.
    public var count: Int { disposables?.count ?? 0 }

    /// Adds `disposable`. Returns its key, or nil (having disposed it) when already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        guard disposables != nil else {
            disposable.dispose()
            return nil
        }
        let key = nextKey
        nextKey += 1
        disposables!.append((key, disposable))
        return DisposeKey(value: key)
    }

    /// Takes out the disposable inserted under `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        guard let index = disposables?.firstIndex(where: { $0.key == disposeKey.value }) else {
            return
        }
        let removed = disposables!.remove(at: index)
        removed.disposable.dispose()
    }

    public func dispose() {
        guard let all = disposables else { return }
        disposables = nil
        for entry in all { entry.disposable.dispose() }
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension Disposables {
    /// One disposable that disposes the three given, in order.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// One disposable for four or more. Note RxSwift's order, kept here: the fourth and later
    /// disposables are disposed first, then the first three.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: disposables + [disposable1, disposable2, disposable3])
    }

    /// One disposable for a list, disposed in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return Disposables.create(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}
