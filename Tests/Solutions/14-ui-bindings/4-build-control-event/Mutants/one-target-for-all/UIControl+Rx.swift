// Mutant: one target, registered when the ControlEvent is made, feeds a PublishSubject every subscriber joins (breaks: each subscription registers its own target; a handler's dispose stops a later subscriber at once)
// Stage 14.4 writes this file. `rx.controlEvent(_:)`: target-action as a `ControlEvent`.

extension Reactive where Base: UIControl {
    /// The control's `controlEvents` as a `ControlEvent<Void>`: one `()` each time one of them
    /// happens. Each subscription registers its own `ControlTarget` and removes it when
    /// disposed; nothing is sent on subscription; the sequence never fails, completes when the
    /// control is deallocated, and does not keep the control alive.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let taps = PublishSubject<Void>()
        _ = ControlTarget(control: base, controlEvents: controlEvents) { _ in
            taps.on(.next(()))
        }
        let source = taps.asObservable()
        // Completes when the control is deallocated (stage 13.3's rx.deallocated).
        .take(until: deallocated)
        return ControlEvent(events: source)
    }
}
