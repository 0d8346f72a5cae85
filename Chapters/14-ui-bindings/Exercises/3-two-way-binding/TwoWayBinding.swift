// Exercise 14.3: a two-way binding. Edit this file only.
import MiniRxCocoa

/// Binds `property` and `relay` both ways: the control shows the relay's value, and what the
/// user does goes into the relay. No echo, no loop; when the control goes away, both
/// directions end.
func <-> <T>(property: ControlProperty<T>, relay: BehaviorRelay<T>) -> Disposable {
    // TODO
    Disposables.create()
}
