// Stage 14.4 writes this file. `rx.controlEvent(_:)`: target-action as a `ControlEvent`.

extension Reactive where Base: UIControl {
    /// The control's `controlEvents` as a `ControlEvent<Void>`: one `()` each time one of them
    /// happens. Each subscription registers its own `ControlTarget` and removes it when
    /// disposed; nothing is sent on subscription; the sequence never fails, completes when the
    /// control is deallocated, and does not keep the control alive.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            // A control already gone sends nothing more: the sequence is over.
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            let controlTarget = ControlTarget(control: control, controlEvents: controlEvents) { _ in
                observer.on(.next(()))
            }
            return Disposables.create(with: controlTarget.dispose)
        }
        // Completes when the control is deallocated (stage 13.3's rx.deallocated).
        .take(until: deallocated)
        return ControlEvent(events: source)
    }
}
