// Factories and operators of `Single`. Note the return types: what may drop the element
// (`filter`, `compactMap`) gives a `Maybe`.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Single` that never says anything.
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// Runs side effects as the outcome passes, without changing it.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Keeps the element only if it satisfies `predicate`: a `Maybe`, as it may end empty.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element, dropping a nil result: a `Maybe`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
        -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Single` that `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
        -> Single<Result>
    {
        Single<Result>(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the `Maybe` that `selector` makes from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
        -> Maybe<Result>
    {
        Maybe<Result>(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the `Completable` that `selector` makes from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
        -> Completable
    {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The spelling before RxSwift 6 renamed it `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }

    /// This `Single` as a `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// This `Single` as a `Completable`: the element is ignored.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }

    /// One `Single` of all results, in order, once every one has succeeded. An empty
    /// collection succeeds at once with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred {
                try PrimitiveSequence<Trait, Result>(raw: .just(resultSelector([])))
            }
        }
        let raw = Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        return PrimitiveSequence<Trait, Result>(raw: raw)
    }

    /// One `Single` of all elements, in order, once every one has succeeded.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> PrimitiveSequence<Trait, [Element]>
    where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
