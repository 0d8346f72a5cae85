// Making a `Signal`: as with `Driver`, every way says what happens on error.

extension ObservableConvertibleType {
    /// A `Signal` that, on error, sends `onErrorJustReturn` and completes.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// A `Signal` that, on error, continues with `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    /// A `Signal` that, on error, continues with the Signal `onErrorRecover` makes for it.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>)
        -> Signal<Element>
    {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source)
    }
}
