extension Reactive where Base: UIView {
    /// A binder that hides or shows the view.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in
            view.isHidden = hidden
        }
    }
}
