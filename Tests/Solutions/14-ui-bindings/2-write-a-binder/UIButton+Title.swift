// Exercise 14.2, a reference solution.
import MiniRxCocoa

extension Reactive where Base: UIButton {
    /// A binder that sets the button's title for `controlState` (RxCocoa's `rx.title(for:)`).
    func title(for controlState: UIControl.State = []) -> Binder<String?> {
        // `Binder` holds the button weakly and hands it back to the closure: the closure uses
        // that parameter, never `base`, which it would capture strongly.
        Binder(base) { button, title in
            button.setTitle(title, for: controlState)
        }
    }
}
