// Stage 5.4 writes this file. An owner's subscriptions, disposed when the owner goes.

/// Holds disposables and disposes them, in the order they were added, when it is released.
public final class DisposeBag {
    private var disposables: [Disposable] = []
    private var isDisposed = false

    public init() {
        Resources.incrementTotal()
    }

    /// Keeps `disposable` until the bag goes (disposes it at once if the bag is disposing).
    public func insert(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            disposables.append(disposable)
        }
    }

    private func dispose() {
        let all = disposables
        disposables = []
        isDisposed = true
        for disposable in all { disposable.dispose() }
    }

    deinit {
        dispose()
        Resources.decrementTotal()
    }
}

extension DisposeBag {
    // Given: RxSwift's conveniences for several disposables at once
    // (`RxSwift/Disposables/DisposeBag.swift`, the `public extension DisposeBag`).

    /// A bag that already holds `disposables`, to be disposed, in this order, when it goes.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag that already holds `disposables`, to be disposed, in this order, when it goes.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Keeps each of `disposables`, in this order, until the bag goes.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Keeps each of `disposables`, in this order, until the bag goes.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when it goes.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
