/// A sequence for driving a user interface: it never fails, it delivers on its strategy's
/// scheduler (the main loop), and all its subscribers share one subscription to the source.
/// `Driver` and `Signal` are its two flavours; they differ only in the sharing strategy.
///
/// Like `PrimitiveSequence`, it is a struct around an `Observable`: the guarantees are made once,
/// when the sequence is built (`asDriver(onErrorJustReturn:)` and friends), and every operator
/// keeps them, so code that receives a `Driver` can rely on them without checking.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
    SharedSequenceConvertibleType, ObservableConvertibleType
{
    let source: Observable<Element>

    /// Wraps `source` and shares it the strategy's way.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is: for sources that need no sharing (`just`, `never`, …).
    init(raw: Observable<Element>) {
        self.source = raw
    }

    public func asObservable() -> Observable<Element> { source }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// How a `SharedSequence` delivers and shares.
public protocol SharingStrategyProtocol {
    /// Where every event is delivered.
    static var scheduler: SchedulerType { get }

    /// Turns a source into one that many subscribers can share.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Anything that can present itself as a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// Completes at once (on the strategy's scheduler).
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// Never sends anything.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// Sends `element` and completes (on the strategy's scheduler).
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Calls `observableFactory` for each subscriber.
    public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// Sends `elements` one by one and completes.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// Sends the array's elements one by one and completes.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// Sends the sequence's elements one by one and completes.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence)
        -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element
    {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// Sends the value, if there is one, and completes.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Counts 0, 1, 2, … one `period` apart on the strategy's scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Sends 0 after `dueTime`, then 1, 2, … every `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
