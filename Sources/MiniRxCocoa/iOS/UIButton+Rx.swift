extension Reactive where Base: UIButton {
    /// The button's taps (`touchUpInside`).
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }
}
