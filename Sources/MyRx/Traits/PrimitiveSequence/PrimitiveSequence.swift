// Stage 11.4 writes this file. A trait: a struct around one observable, whose type says what the
// observable promises (`Trait`), and gives the observable back unchecked.

/// A sequence that promises a shape, written in `Trait` (`SingleTrait`: one element or an
/// error). Not an `ObservableType`: only the trait's own operators apply to it.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps `raw`, trusting it to keep the trait's promise. Internal, as in RxSwift: a program
    /// gets a trait from `create`, a factory or a checked conversion such as `asSingle()`.
    init(raw: Observable<Element>) {
        source = raw
    }
}

/// Anything that is a `PrimitiveSequence`: lets an extension say `where Trait == SingleTrait`.
public protocol PrimitiveSequenceType {
    /// What the sequence promises.
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
    /// The observable inside, with no check on the way out: a Single's success is `next`, then
    /// `completed`.
    public func asObservable() -> Observable<Element> {
        // TODO(11.4): the observable inside.
        Observable.never()
    }
}
