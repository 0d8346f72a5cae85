extension Reactive where Base: UITextField {
    /// The field's text: the current text on subscription, then the text after each edit by
    /// the user; binding to it sets the text.
    public var text: ControlProperty<String?> {
        value
    }

    /// The same as `text`.
    public var value: ControlProperty<String?> {
        base.rx.controlPropertyWithDefaultEvents(
            getter: { textField in
                textField.text
            },
            setter: { textField, value in
                // Only a real change is set: in UIKit, setting the text resets the field's
                // editing state (such as text being composed with an input method).
                if textField.text != value {
                    textField.text = value
                }
            }
        )
    }
}
