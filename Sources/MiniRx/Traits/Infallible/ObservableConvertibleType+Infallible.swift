extension ObservableConvertibleType {
    /// This sequence as an `Infallible`: an error becomes `element`, then `completed`.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible`: on an error, continues with `infallible`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an `Infallible`: on an error, continues with what `onErrorRecover`
    /// returns for it.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
