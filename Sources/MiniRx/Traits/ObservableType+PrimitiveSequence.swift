extension ObservableType {
    /// A `Single` of this sequence's one element. Fails with `RxError.noElements` when the
    /// source completes empty, and with `RxError.moreThanOneElement` at a second element.
    /// The element is sent only when the source completes.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
    }

    /// A `Single` of the first element, or of `nil` when the source completes empty. It
    /// succeeds at the first element, without waiting for the source to complete.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: First(source: asObservable()))
    }

    /// A `Maybe` of this sequence's element, if any. Fails with `RxError.moreThanOneElement` at
    /// a second element. The element is sent only when the source completes.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
    }
}

extension ObservableType where Element == Never {
    /// This element-less sequence as a `Completable` (see `ignoreElements()`).
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}
