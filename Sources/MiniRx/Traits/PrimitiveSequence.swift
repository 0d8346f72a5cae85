/// A sequence that promises a shape: at most one element (`Single`, `Maybe`) or none at all
/// (`Completable`). The promise lives in the type (`Trait`); underneath is a plain `Observable`.
///
/// It is a struct holding its source, not a subclass of `Observable`: a trait is a view of an
/// observable with a narrower set of operators, so `map` on a `Single` gives a `Single` and a
/// `filter` on it gives a `Maybe` (filtering may remove the one element).
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps `raw`, trusting it to keep the trait's promise. Internal, as in RxSwift: users get
    /// traits from `create`, the factories, or the checked conversions such as `asSingle()`.
    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// Anything that is a `PrimitiveSequence`: lets extensions say `where Trait == SingleTrait`.
public protocol PrimitiveSequenceType {
    /// What the sequence promises (`SingleTrait`, `MaybeTrait`, `CompletableTrait`).
    associatedtype Trait
    /// The element type.
    associatedtype Element

    /// `self` as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The observable underneath; subscribing to it sees the trait's events as `Event`s
    /// (a `Single`'s success is `next` then `completed`).
    public func asObservable() -> Observable<Element> { source }
}
