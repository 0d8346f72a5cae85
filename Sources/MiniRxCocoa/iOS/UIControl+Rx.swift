extension Reactive where Base: UIControl {
    /// The control's `controlEvents` as a `ControlEvent<Void>`: one `()` each time one happens.
    ///
    /// Each subscription registers its own `ControlTarget` with the control, and disposing it
    /// removes that target. `take(until: deallocated)` keeps the promise that the sequence
    /// completes when the control goes away: a control that is gone can send nothing more.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            let controlTarget = ControlTarget(control: control, controlEvents: controlEvents) { _ in
                observer.on(.next(()))
            }
            return Disposables.create(with: controlTarget.dispose)
        }
        .take(until: deallocated)
        return ControlEvent(events: source)
    }

    /// A `ControlProperty` for a value of the control: on subscription it sends
    /// `getter(control)`, then again after each of `editingEvents`; bound values are set with
    /// `setter`, through a `Binder` (so on the main scheduler, and never keeping the control
    /// alive).
    public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        let source = Observable<T>.create { [weak weakControl = base] observer in
            guard let control = weakControl else {
                observer.on(.completed)
                return Disposables.create()
            }
            // The current value first: this is what a late subscriber gets.
            observer.on(.next(getter(control)))
            let controlTarget = ControlTarget(control: control, controlEvents: editingEvents) { _ in
                if let control = weakControl {
                    observer.on(.next(getter(control)))
                }
            }
            return Disposables.create(with: controlTarget.dispose)
        }
        .take(until: deallocated)
        let bindingObserver = Binder(base, binding: setter)
        return ControlProperty<T>(values: source, valueSink: bindingObserver)
    }

    /// `controlProperty` with the events a value usually changes on.
    func controlPropertyWithDefaultEvents<T>(
        editingEvents: UIControl.Event = [.allEditingEvents, .valueChanged],
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        controlProperty(editingEvents: editingEvents, getter: getter, setter: setter)
    }
}
