/// A place for one disposable that will be known only later. Disposing before it is set means
/// the disposable is disposed the moment it arrives. Setting it twice is a programming error.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private enum State {
        case empty
        case holding(Disposable)
        case disposed
    }

    private var state = State.empty
    private var wasSet = false

    public override init() {}

    public var isDisposed: Bool {
        if case .disposed = state { return true }
        return false
    }

    /// Sets the disposable. Disposes it at once if this was disposed already.
    public func setDisposable(_ disposable: Disposable) {
        precondition(!wasSet, "SingleAssignmentDisposable: setDisposable may be called only once.")
        wasSet = true
        switch state {
        case .empty: state = .holding(disposable)
        case .disposed: disposable.dispose()
        case .holding: break
        }
    }

    public func dispose() {
        let previous = state
        state = .disposed
        if case .holding(let disposable) = previous {
            disposable.dispose()
        }
    }
}
