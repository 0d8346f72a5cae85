/// Collects disposables and disposes them, in the order they were inserted, when the bag is
/// deallocated. Inserting into a bag that has already been emptied that way disposes at once.
///
/// A bag is usually a property of the object whose lifetime the subscriptions should share:
/// when that object goes away, so do its subscriptions.
public final class DisposeBag: DisposeBase {
    private var disposables: [Disposable] = []
    private var isDisposed = false

    public override init() {}

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// Adds `disposable`, to be disposed with the bag.
    public func insert(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            disposables.append(disposable)
        }
    }

    /// Adds several disposables, in order.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables, in order.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    private func dispose() {
        let all = disposables
        disposables = []
        isDisposed = true
        for disposable in all { disposable.dispose() }
    }

    deinit {
        dispose()
    }
}

extension Disposable {
    /// Puts this disposable into `bag`, so it is disposed when the bag goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
