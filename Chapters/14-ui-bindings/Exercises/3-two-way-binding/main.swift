// Exercise 14.3: the check program. Don't edit it: edit TwoWayBinding.swift. Its output must be
// exactly expected.txt.
import MiniRxCocoa

/// `property <-> relay`: a two-way binding, written in TwoWayBinding.swift.
infix operator <->: DefaultPrecedence

do {
    let notifications = BehaviorRelay<Bool>(value: true)
    let heard = notifications.subscribe(onNext: { print("  model: \($0)") })
    let before = Resources.total
    var toggle: UISwitch? = UISwitch()

    print("binding (the model says true, the switch says false):")
    // Not disposed by hand: the switch's lifetime must end it.
    _ = toggle!.rx.isOn <-> notifications
    print("  switch shows \(toggle!.isOn)")

    print("the user flips the switch:")
    toggle!.simulateToggle()
    print("  switch shows \(toggle!.isOn)")

    print("the model changes to true:")
    notifications.accept(true)
    print("  switch shows \(toggle!.isOn)")

    print("the screen releases the switch:")
    toggle = nil
    print("  objects the binding left alive: \(Resources.total - before)")
    heard.dispose()
}
print("live MiniRx objects: \(Resources.total)")
