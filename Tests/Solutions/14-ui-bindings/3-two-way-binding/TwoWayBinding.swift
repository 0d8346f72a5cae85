// Exercise 14.3, a reference solution.
import MiniRxCocoa

/// Binds `property` and `relay` both ways: the control shows the relay's value, and what the
/// user does goes into the relay. No echo, no loop; when the control goes away, both
/// directions end.
func <-> <T>(property: ControlProperty<T>, relay: BehaviorRelay<T>) -> Disposable {
    // Model to control: the relay's current value at once, then each new one.
    let toControl = relay.bind(to: property)
    // Control to model: `changed` leaves out the value the property sends on subscription,
    // which is the relay's own value, just set on the control.
    let toRelay = property.changed.subscribe(
        onNext: { relay.accept($0) },
        // The control is gone: the relay, which never ends, must stop feeding it.
        onCompleted: { toControl.dispose() })
    return Disposables.create(toControl, toRelay)
}
