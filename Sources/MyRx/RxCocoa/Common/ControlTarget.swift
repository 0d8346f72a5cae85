// Stage 14.4 writes this file. The object one subscription registers with a control: the
// control calls it, and it hands each call on. (RxCocoa's `ControlTarget`, with its base class
// `RxTarget` folded in.)

/// Registers itself with `control` for `controlEvents` and hands each call of `eventHandler`
/// to `callback`. The control holds its targets weakly, so this one keeps itself alive until it
/// is disposed; it holds the control weakly. Disposing removes it from the control, and no call
/// reaches `callback` after that.
final class ControlTarget: Disposable {
    typealias Callback = (UIControl) -> Void

    // TODO(14.4): what it keeps, and how strongly.

    init(control: UIControl, controlEvents: UIControl.Event, callback: @escaping Callback) {
        Resources.incrementTotal()
        // TODO(14.4): register with the control:
        // control.addTarget(self, action: ControlTarget.eventHandler, for: controlEvents)
    }

    /// What the control calls (UIKit's selector).
    func eventHandler(_ sender: UIControl) {
        // TODO(14.4)
    }

    /// Removes the target from the control, forgets the callback and lets itself go.
    func dispose() {
        // TODO(14.4)
    }

    deinit {
        Resources.decrementTotal()
    }
}
