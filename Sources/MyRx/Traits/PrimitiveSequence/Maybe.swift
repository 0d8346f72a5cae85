// Stage 11.5 writes this file. `Maybe`: a PrimitiveSequence that ends with one element, with
// nothing, or with an error. `create` makes one, `subscribe` reports its one event, `just`,
// `error`, `never` and `empty` make one that keeps the promise.

/// The trait of a sequence that ends with one element, with none, or with an error.
public enum MaybeTrait {}

/// A sequence that ends with one element (`success`), with none (`completed`), or with an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a Maybe says, once.
@frozen public enum MaybeEvent<Element> {
    /// One element, and the end.
    case success(Element)
    /// The end, with an error.
    case error(Swift.Error)
    /// The end, with no element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure `create` hands out: call it once with `.success`, `.error` or `.completed`.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A Maybe whose subscriptions each run `subscribe`. Underneath it is an `Observable.create`:
    /// a success is `next`, then `completed`.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    {
        // TODO(11.5): an `Observable.create` that turns each `MaybeEvent` into events.
        PrimitiveSequence(raw: Observable.never())
    }

    /// Subscribes a closure that receives the one `MaybeEvent`.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        // TODO(11.5): subscribe to the observable inside; report its first event only.
        Disposables.create()
    }

    /// Subscribes closures for each ending. `onDisposed` runs once: right after `onSuccess`,
    /// `onError` or `onCompleted`, or when the subscription is disposed. An error with no
    /// `onError` is dropped, as in RxSwift's release build.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // TODO(11.5): on top of `subscribe(_:)`, as `Single`'s is.
        Disposables.create()
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A Maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        // TODO(11.5)
        Maybe(raw: Observable.never())
    }

    /// A Maybe that fails with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        // TODO(11.5)
        PrimitiveSequence(raw: Observable.never())
    }

    /// A Maybe that never ends.
    public static func never() -> Maybe<Element> {
        // TODO(11.5)
        PrimitiveSequence(raw: Observable.empty())
    }

    /// A Maybe that completes with no element.
    public static func empty() -> Maybe<Element> {
        // TODO(11.5)
        Maybe(raw: Observable.never())
    }
}
