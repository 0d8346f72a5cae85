// Stage 12.4 writes this file. A relay cannot fail, so it becomes a Signal without saying what an
// error becomes (RxCocoa/Traits/Signal/PublishRelay+Signal.swift).

extension PublishRelay {
    /// The relay as a Signal: each accepted element, delivered on Signal's scheduler, shared
    /// without replay.
    public func asSignal() -> Signal<Element> {
        // TODO(12.4)
        Signal(raw: asObservable())
    }
}
