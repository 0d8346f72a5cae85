extension ObservableType {
    /// Passes on elements while `predicate` returns true; at the first element for which it
    /// returns false, completes. With `.inclusive` that element is passed on first.
    ///
    /// As in RxSwift, this is `take(until:behavior:)` with the predicate negated (see
    /// TakeUntil.swift), so both share one sink.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: .exclusive)
    }
}
