// Exercise 14.4, a reference solution: RxCocoa's ControlTarget and controlEvent(_:), over
// MiniRxCocoa's UIKit stand-ins.
import MiniRxCocoa

/// The object one subscription registers with a control (RxCocoa's `ControlTarget`): the
/// control calls its `eventHandler` for each of `controlEvents`, and it hands each call to
/// `callback`. The control holds its targets weakly, so this one keeps itself alive until it is
/// disposed; it must not keep the control alive. Disposing removes it from the control, and no
/// call reaches `callback` after that.
final class ControlTarget: Disposable {
    typealias Callback = (UIControl) -> Void

    // Weak: the control holds its targets, and a target holding its control would keep a
    // screen's button alive for as long as anyone is subscribed.
    private weak var control: UIControl?
    private let controlEvents: UIControl.Event
    private var callback: Callback?
    // The control's reference is weak, so nothing else keeps this target alive (RxCocoa's
    // `RxTarget` does the same).
    private var retainSelf: ControlTarget?

    init(control: UIControl, controlEvents: UIControl.Event, callback: @escaping Callback) {
        // It counts itself, as MiniRxCocoa's does, so that a target nobody lets go shows as a leak.
        _ = Resources.incrementTotal()
        self.control = control
        self.controlEvents = controlEvents
        self.callback = callback
        retainSelf = self
        control.addTarget(self, action: ControlTarget.eventHandler, for: controlEvents)
    }

    /// What the control calls (UIKit's selector).
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

extension Reactive where Base: UIControl {
    /// The control's `controlEvents` as a `ControlEvent<Void>`: one `()` each time one of them
    /// happens. Each subscription registers its own `ControlTarget` and removes it when
    /// disposed; nothing is sent on subscription; the sequence never fails, and completes when
    /// the control is deallocated; and it does not keep the control alive.
    func targetActionEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            // A control already gone sends nothing more: the sequence is over.
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            let target = ControlTarget(control: control, controlEvents: controlEvents) { _ in
                observer.on(.next(()))
            }
            return Disposables.create(with: target.dispose)
        }
        // Completes when the control is deallocated (chapter 13's rx.deallocated).
        .take(until: deallocated)
        return ControlEvent(events: source)
    }
}
