/// Holds disposables and disposes them, in the order they were inserted, when the bag itself is
/// released. It ties subscriptions to the lifetime of whatever owns the bag: a page, a view
/// model. To end them early, let go of the bag (or replace it with a new one).
///
/// The bag is emptied once. A disposable inserted after that is disposed at once, because
/// nothing would ever dispose it otherwise.
public final class DisposeBag {
    private var disposables: [Disposable] = []
    private var isDisposed = false

    public init() {
        Resources.incrementTotal()
    }

    /// Adds `disposable`, to be disposed with the bag, or at once if the bag is disposed already.
    public func insert(_ disposable: Disposable) {
        if isDisposed {
            Trace.nest("\(Trace.name(of: self)).insert: bag already disposed → disposing it now") {
                disposable.dispose()
            }
            return
        }
        disposables.append(disposable)
        Trace.log("\(Trace.name(of: self)).insert(\(Trace.name(of: disposable))): \(disposables.count) held")
    }

    /// Empties the bag, then disposes what it held in insertion order.
    ///
    /// RxSwift keeps this private, so the only way to empty a bag is to release it. It is
    /// internal here (not public) only so that tests can check the insert-after-dispose rule.
    func dispose() {
        // Take the list out first: a disposable that inserts into this bag while being disposed
        // must find the bag already disposed, not the list being walked.
        let oldDisposables = disposables
        disposables.removeAll()
        isDisposed = true
        Trace.nest("\(Trace.name(of: self)).dispose → \(oldDisposables.count) disposables, in insertion order") {
            for disposable in oldDisposables {
                disposable.dispose()
            }
        }
    }

    deinit {
        dispose()
        Resources.decrementTotal()
    }
}

extension DisposeBag {
    /// A bag that already holds `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag that already holds `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds several disposables, in order.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables, in order.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables {
            insert(disposable)
        }
    }
}

extension Disposable {
    /// Puts this disposable in `bag`: it is disposed when the bag is released.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
