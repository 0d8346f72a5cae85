// The checked conversions into traits live beside their sinks: `asSingle()` in AsSingle.swift,
// `asMaybe()` in AsMaybe.swift, `first()` in First.swift, `toArray()` in ToArray.swift.

extension ObservableType where Element == Never {
    /// This element-less sequence as a `Completable` (see `ignoreElements()`).
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}
