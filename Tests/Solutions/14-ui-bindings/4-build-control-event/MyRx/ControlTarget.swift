// Stage 14.4 writes this file. The object one subscription registers with a control: the
// control calls it, and it hands each call on. (RxCocoa's `ControlTarget`, with its base class
// `RxTarget` folded in.)

/// Registers itself with `control` for `controlEvents` and hands each call of `eventHandler`
/// to `callback`. The control holds its targets weakly, so this one keeps itself alive until it
/// is disposed; it holds the control weakly. Disposing removes it from the control, and no call
/// reaches `callback` after that.
final class ControlTarget: Disposable {
    typealias Callback = (UIControl) -> Void

    // Weak: a target is kept by its subscription, and must not keep a screen's button alive.
    private weak var control: UIControl?
    private let controlEvents: UIControl.Event
    private var callback: Callback?
    // The control's reference is weak, so nothing else keeps this target alive.
    private var retainSelf: ControlTarget?

    init(control: UIControl, controlEvents: UIControl.Event, callback: @escaping Callback) {
        self.control = control
        self.controlEvents = controlEvents
        self.callback = callback
        Resources.incrementTotal()
        retainSelf = self
        control.addTarget(self, action: ControlTarget.eventHandler, for: controlEvents)
    }

    /// What the control calls (UIKit's selector).
    func eventHandler(_ sender: UIControl) {
        if let callback, let control {
            callback(control)
        }
    }

    /// Removes the target from the control, forgets the callback and lets itself go.
    func dispose() {
        control?.removeTarget(self, for: controlEvents)
        callback = nil
        retainSelf = nil
    }

    deinit {
        Resources.decrementTotal()
    }
}
