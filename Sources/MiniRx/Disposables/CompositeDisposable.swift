/// A growing group of disposables, disposed together. Each insert returns a key that can take
/// its disposable out again; inserting after the group was disposed disposes at once.
///
/// The disposables live in a `Bag`, as in RxSwift, and are disposed in the bag's order: insertion
/// order, except that after the first one is removed, the next one inserted takes its free slot
/// and is disposed first.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// Identifies one inserted disposable.
    public struct DisposeKey: Hashable {
        fileprivate let key: BagKey
    }

    private var disposables = Bag<Disposable>()

    /// True once the group was disposed: it is then empty, and disposes whatever is inserted.
    /// (A flag of its own, where RxSwift makes the bag optional: asking "is the bag nil?" copies
    /// the whole bag, and the recursive scheduler asks twice for every step it runs.)
    public private(set) var isDisposed = false

    public override init() {}

    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        insertAll([disposable1, disposable2])
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        insertAll([disposable1, disposable2, disposable3])
    }

    public init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        super.init()
        insertAll([disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    public init(disposables: [Disposable]) {
        super.init()
        insertAll(disposables)
    }

    private func insertAll(_ all: [Disposable]) {
        for disposable in all { _ = disposables.insert(disposable) }
    }

    /// The number of disposables held now.
    public var count: Int { disposables.count }

    /// Adds `disposable`. Returns its key, or nil (having disposed it) when already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        if isDisposed {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: disposables.insert(disposable))
    }

    /// Takes out the disposable inserted under `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        disposables.removeKey(disposeKey.key)?.dispose()
    }

    public func dispose() {
        if isDisposed { return }
        isDisposed = true
        let all = disposables
        disposables = Bag()
        all.forEach { $0.dispose() }
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
