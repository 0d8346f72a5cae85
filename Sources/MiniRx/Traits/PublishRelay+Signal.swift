// A relay never errors, so it becomes a `Signal` without saying what to do on error
// (RxCocoa's PublishRelay+Signal.swift).

extension PublishRelay {
    /// The relay as a `Signal`: each accepted value, delivered on the main loop and shared
    /// without replay.
    public func asSignal() -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
        return Signal(source)
    }
}
