/// The base class of MiniRx's disposables, as in RxSwift: it counts each one in
/// `Resources.total` from `init` to `deinit`, so the disposables need not count themselves.
public class DisposeBase {
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }
}
