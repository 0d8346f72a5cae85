extension Reactive where Base: UILabel {
    /// A binder that sets the label's text.
    public var text: Binder<String?> {
        Binder(base) { label, text in
            label.text = text
        }
    }
}
