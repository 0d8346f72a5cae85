// Factories and operators of `Completable`.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Completable` that never says anything.
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// Runs side effects as events pass, without changing them.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted,
            afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
            onDispose: onDispose))
    }

    /// Runs `second` after `self` completes.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs each in turn, each after the previous one completes; an error ends it.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs each in turn, each after the previous one completes; an error ends it.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs each in turn, each after the previous one completes; an error ends it.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs all at once; completes when all have. (For `Completable`, zip is merge.)
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs all at once; completes when all have. (For `Completable`, zip is merge.)
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs all at once; completes when all have. (For `Completable`, zip is merge.)
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
