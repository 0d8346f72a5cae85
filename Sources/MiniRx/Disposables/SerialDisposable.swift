/// Holds one disposable at a time: setting a new one disposes the old one. Once disposed, it
/// disposes anything set later at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private var current: Disposable?
    public private(set) var isDisposed = false

    public override init() {}

    /// The disposable held now. Setting it disposes the previous one.
    public var disposable: Disposable {
        get { current ?? Disposables.create() }
        set {
            if isDisposed {
                newValue.dispose()
                return
            }
            let old = current
            current = newValue
            old?.dispose()
        }
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let old = current
        current = nil
        old?.dispose()
    }
}
