// Infallible's operators. Each wraps the Observable operator of the same name, which adds no
// error of its own. The closures' signatures are RxSwift's: most cannot throw, but those of
// `deferred`, `distinctUntilChanged`, `do`, `take(until:)`, `take(while:)`, `skip(while:)` and
// `withLatestFrom` can, as there. A throw from one of them still reaches subscribers as an
// error, which the type promised away; see `subscribe(_:)` in Infallible.swift.

// MARK: - Factories

extension InfallibleType {
    /// One element, then `completed`.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// One element, then `completed`, both sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
        -> Infallible<Element>
    {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// Never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// Completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// Calls `observableFactory` on each subscription and subscribes to what it returns.
    /// (As in RxSwift the factory may throw; a throw would be delivered as an error.)
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(.deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// The given elements, then `completed`, one step each on `scheduler`.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The array's elements, then `completed`, one step each on `scheduler`.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The sequence's elements, then `completed`, one step each on `scheduler`.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

// MARK: - Filter, map

extension InfallibleType {
    /// Only the elements `predicate` accepts.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Each element transformed.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Each element transformed, `nil` results dropped.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
        -> Infallible<Result>
    {
        Infallible(asObservable().compactMap(transform))
    }
}

// MARK: - Distinct

extension InfallibleType where Element: Equatable {
    /// Drops an element equal to the one before it.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops an element whose key equals the key of the one before it.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops an element `comparer` says equals the one before it.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops an element whose key `comparer` says equals the key of the one before it.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops an element whose value at `keyPath` equals that of the one before it.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
    }
}

// MARK: - Time

extension InfallibleType {
    /// An element only once `dueTime` has passed without another.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`, the first and (if `latest`) the last of each window.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}

// MARK: - FlatMap

extension InfallibleType {
    /// Subscribes to the sequence made for each element and merges them all.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Subscribes to the sequence made for each element, dropping the previous one.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Subscribes to the sequence made for an element only while none is running.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector))
    }
}

// MARK: - Concat

extension InfallibleType {
    /// This sequence, then `second` once this one completes.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()]))
    }

    /// Each sequence in turn, the next once the one before completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Each sequence in turn, the next once the one before completes.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Each sequence in turn, the next once the one before completes.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The sequence made for each element, one after another.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap(selector))
    }
}

// MARK: - Merge

extension InfallibleType {
    /// For a general collection RxSwift 6.10.2 concatenates rather than merges (its
    /// implementation calls `concat`); kept so programs print what RxSwift prints. Arrays and
    /// variadic lists take the overloads below, which do merge.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection)
        -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// All the sequences' elements as they come.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// All the sequences' elements as they come.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}

// MARK: - Do

extension InfallibleType {
    /// Prints each subscription's events, as `Observable.debug` does.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
        line: UInt = #line, function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension Infallible {
    /// Runs side effects as events pass, without changing them (see `Observable.do`).
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

// MARK: - Scan, startWith

extension InfallibleType {
    /// Each intermediate value of the accumulator, mutated in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
        -> Infallible<Seed>
    {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Each intermediate value of the accumulator.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
        -> Infallible<Seed>
    {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// `element` first, then the source's elements.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }
}

// MARK: - Take and skip

extension InfallibleType {
    /// The elements until `other` sends an element.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` sends an element.
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until one passes `predicate` (included if `behavior` is `.inclusive`).
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements while they pass `predicate`.
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The first `count` elements, then `completed`.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements sent within `duration` of subscribing.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// The elements sent after `other` sends an element.
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}

// MARK: - Share

extension InfallibleType {
    /// One subscription to the source shared by all subscribers, replaying the last `replay`
    /// elements to each new one (see `Observable.share(replay:scope:)`).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
        -> Infallible<Element>
    {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}

// MARK: - withUnretained, withLatestFrom

extension InfallibleType {
    /// Each element combined with `obj`, held weakly; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, held weakly; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }

    /// Each element combined with the latest element of `second`, once it has one.
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` whenever this sequence sends one.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source)
        -> Infallible<Source.Element>
    {
        withLatestFrom(second) { $1 }
    }
}
