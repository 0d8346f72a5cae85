// Stage 12.4 writes this file. The ways in from an observable that may fail, as Driver's: each
// says what an error becomes, delivers on Signal's scheduler, and shares by Signal's initializer.

extension ObservableConvertibleType {
    /// A Signal of this sequence: its events delivered on `SignalSharingStrategy.scheduler`, an
    /// error replaced by `onErrorJustReturn` and `completed`, shared without replay.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        // TODO(12.4): deliver on Signal's scheduler, replace an error, share.
        Signal(raw: asObservable())
    }

    /// The same, an error replaced by the events of `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        // TODO(12.4)
        Signal(raw: asObservable())
    }

    /// The same, an error replaced by the events of the Signal `onErrorRecover` makes for it.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>)
        -> Signal<Element>
    {
        // TODO(12.4)
        Signal(raw: asObservable())
    }
}
