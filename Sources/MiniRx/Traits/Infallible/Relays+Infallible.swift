// A relay cannot error (it only has `accept`), so it can be seen as an `Infallible` as is.

extension BehaviorRelay {
    /// This relay as an `Infallible`: the current value, then every accepted one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension PublishRelay {
    /// This relay as an `Infallible`: every value accepted after subscribing.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// This relay as an `Infallible`: the buffered values, then every accepted one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
