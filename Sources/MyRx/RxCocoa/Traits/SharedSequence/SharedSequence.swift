// Stage 12.2 writes this file. A shared sequence: a struct around one observable that is shared,
// the way its strategy says, among every subscriber; the strategy also names the scheduler its
// events are delivered on.

/// A sequence that never fails, is delivered on `SharingStrategy.scheduler`, and is shared the
/// way `SharingStrategy.share` shares (`Driver` is one).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
    SharedSequenceConvertibleType, ObservableConvertibleType
{
    let source: Observable<Element>

    /// Shares `source` the strategy's way. Internal, as in RxCocoa: a program gets a shared
    /// sequence from a conversion that has said what an error becomes (`asDriver(onError…)`).
    init(_ source: Observable<Element>) {
        // TODO(12.2): share `source` the strategy's way.
        self.source = source
    }

    /// Wraps `raw` as it is, for a source that is shared already or needs no sharing.
    init(raw: Observable<Element>) {
        source = raw
    }

    /// The shared observable.
    public func asObservable() -> Observable<Element> {
        source
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// What makes a kind of shared sequence: where its events are delivered, and how its
/// subscribers share one subscription.
public protocol SharingStrategyProtocol {
    /// The scheduler every event is delivered on.
    static var scheduler: SchedulerType { get }

    /// `source`, shared among its subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Anything that can be turned into a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
