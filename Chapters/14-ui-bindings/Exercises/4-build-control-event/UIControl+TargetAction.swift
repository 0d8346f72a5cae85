// Exercise 14.4: build rx.controlEvent(_:). Edit this file only.
// Your `rx.targetActionEvent(_:)` stands in for MiniRxCocoa's `rx.controlEvent(_:)` in this
// exercise's program (another name, so that the two do not collide).
import MiniRxCocoa

/// The object one subscription registers with a control (RxCocoa's `ControlTarget`): the
/// control calls its `eventHandler` for each of `controlEvents`, and it hands each call to
/// `callback`. The control holds its targets weakly, so this one keeps itself alive until it is
/// disposed; it must not keep the control alive. Disposing removes it from the control, and no
/// call reaches `callback` after that.
final class ControlTarget: Disposable {
    typealias Callback = (UIControl) -> Void

    // TODO: what it keeps, and how strongly.

    init(control: UIControl, controlEvents: UIControl.Event, callback: @escaping Callback) {
        // It counts itself, as MiniRxCocoa's does, so that a target nobody lets go shows as a leak.
        _ = Resources.incrementTotal()
        // TODO: register with the control: control.addTarget(self, action: ControlTarget.eventHandler, for: …)
    }

    /// What the control calls (UIKit's selector).
    func eventHandler(_ sender: UIControl) {
        // TODO
    }

    func dispose() {
        // TODO
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
        // TODO
        ControlEvent(events: Observable<Void>.never())
    }
}
