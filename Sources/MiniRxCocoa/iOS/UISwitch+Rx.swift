extension Reactive where Base: UISwitch {
    /// Whether the switch is on: its state on subscription, then after each flip by the user;
    /// binding to it sets the state.
    public var isOn: ControlProperty<Bool> {
        value
    }

    /// The same as `isOn`.
    public var value: ControlProperty<Bool> {
        base.rx.controlPropertyWithDefaultEvents(
            getter: { uiSwitch in
                uiSwitch.isOn
            },
            setter: { uiSwitch, value in
                uiSwitch.isOn = value
            }
        )
    }
}
