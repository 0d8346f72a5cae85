// Operators on `SharedSequence` (Driver and Signal). Each wraps the observable operator of the
// same name and shares the result again, so a chain of Driver operators is still a Driver. The
// closures do not throw: a throwing closure would be a way to fail, which a Driver cannot.
// Time operators run on the strategy's scheduler (the main loop).

extension SharedSequenceConvertibleType {
    /// Prints each subscription's events, as `Observable.debug` does. The result is shared, like
    /// every step of the chain, so subscribers that overlap print one run: `subscribed` when the
    /// first arrives, each event once, `isDisposed` when the last leaves or the source ends.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
        line: UInt = #line, function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Transforms each element.
    public func map<Result>(_ selector: @escaping (Element) -> Result)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence<SharingStrategy, Result>(asObservable().map(selector))
    }

    /// Transforms each element, dropping nil results.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence<SharingStrategy, Result>(asObservable().compactMap(selector))
    }

    /// Keeps the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().filter(predicate))
    }

    /// For each element, switches to the sequence `selector` makes, dropping the previous one.
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
    }

    /// For each element, subscribes to what `selector` makes unless the previous one is running.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
    }

    /// For each element, subscribes to what `selector` makes, merging all of them.
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
    }

    /// Runs side effects as events pass, without changing them.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
            afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
            onDispose: onDispose)
        return SharedSequence(source)
    }

    /// Drops an element equal to the one before it, compared with `comparer`.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops an element whose key equals the key of the one before it.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Sends `element` first, then the source's elements.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Sends each running total of `accumulator`, starting from `seed`.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A)
        -> SharedSequence<SharingStrategy, A>
    {
        SharedSequence<SharingStrategy, A>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Skips the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Sends an element only after `dueTime` has passed without another one.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends at most one element per `dueTime` (and, with `latest`, the last one at its end).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(
            asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element later by `dueTime`.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Combines each element with the latest element of `second`, which must share the same way
    /// (a Driver with a Driver), as in RxCocoa.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, ResultType>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType>
    where Second.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, ResultType>(
            asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest element of `second`.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        SharedSequence<SharingStrategy, Second.Element>(
            asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops an element equal to the one before it.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequence {
    /// Merges the elements of all `sources` as they come.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of all `sources` as they come.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection)
        -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Combines the latest elements of two sequences with `resultSelector` whenever either sends.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Pairs up elements of two sequences, by index, with `resultSelector`.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable.zip(
            source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// The latest elements of two sequences, as a pair, whenever either sends.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
    where O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }

    /// Elements of two sequences paired by index.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
    where O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>(
            Observable.zip(source1.asObservable(), source2.asObservable()))
    }
}

extension SharedSequenceConvertibleType {
    /// Drops an element whose key `comparer` finds equal to the key of the one before it.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Follows the latest inner sequence, dropping the previous one.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable()
            .map { $0.asSharedSequence() }
            .switchLatest()
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }

    /// Merges all inner sequences as their elements come.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable()
            .map { $0.asSharedSequence() }
            .merge()
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }
}

extension SharedSequence {
    /// Each sequence in turn, each after the previous one completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
        -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Each sequence in turn, each after the previous one completes.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}
