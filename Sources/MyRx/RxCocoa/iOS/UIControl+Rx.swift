// Stage 14.4 writes this file. `rx.controlEvent(_:)`: target-action as a `ControlEvent`.

extension Reactive where Base: UIControl {
    /// The control's `controlEvents` as a `ControlEvent<Void>`: one `()` each time one of them
    /// happens. Each subscription registers its own `ControlTarget` and removes it when
    /// disposed; nothing is sent on subscription; the sequence never fails, completes when the
    /// control is deallocated, and does not keep the control alive.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        // TODO(14.4)
        ControlEvent(events: Observable<Void>.never())
    }
}
