/// The object a control's `rx.controlEvent` registers with the control: it receives the
/// control's target-action calls and hands each to a callback. One per subscription.
///
/// A control keeps its targets weakly, so nothing else would keep this one alive: it keeps
/// itself (`retainSelf`) until it is disposed, as RxCocoa's `RxTarget` does. Disposing removes
/// it from the control and lets it go.
final class ControlTarget: Disposable {
    typealias Callback = (UIControl) -> Void

    private weak var control: UIControl?
    private let controlEvents: UIControl.Event
    private var callback: Callback?
    private var retainSelf: ControlTarget?

    init(control: UIControl, controlEvents: UIControl.Event, callback: @escaping Callback) {
        self.control = control
        self.controlEvents = controlEvents
        self.callback = callback
        _ = Resources.incrementTotal()
        retainSelf = self
        control.addTarget(self, action: ControlTarget.eventHandler, for: controlEvents)
    }

    /// The "selector" the control calls.
    func eventHandler(_ sender: UIControl) {
        if let callback, let control {
            callback(control)
        }
    }

    func dispose() {
        control?.removeTarget(self, for: controlEvents)
        callback = nil
        retainSelf = nil
    }

    deinit {
        _ = Resources.decrementTotal()
    }
}
