// Stage 11.4 writes this file. `Single`: a PrimitiveSequence that ends with one element or an
// error. `create` makes one, `subscribe` reports its one event, `just`, `error`, `map` and
// `flatMap` make one that keeps the promise.

/// The trait of a sequence that ends with exactly one element or an error.
public enum SingleTrait {}

/// A sequence that ends with exactly one element (`success`) or an error (`failure`).
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a Single says, once: Swift's `Result`, printed `success(42)` or `failure(…)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure `create` hands out: call it once with `.success` or `.failure`.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A Single whose subscriptions each run `subscribe`. Underneath it is an `Observable.create`:
    /// a success is `next`, then `completed`; the create sink drops whatever comes after.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable)
        -> Single<Element>
    {
        // TODO(11.4): an Observable.create whose closure runs `subscribe` with a SingleObserver
        // that turns the SingleEvent into events.
        PrimitiveSequence(raw: Observable.never())
    }

    /// Subscribes a closure that receives the one `SingleEvent`.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        // TODO(11.4): subscribe to the observable inside; report its first event only.
        Disposables.create()
    }

    /// Subscribes closures for success and failure. `onDisposed` runs once: right after
    /// `onSuccess` or `onFailure`, or when the subscription is disposed. A failure with no
    /// `onFailure` is dropped, as in RxSwift's release build.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // TODO(11.4): a SingleObserver that calls the handlers, then onDisposed.
        Disposables.create()
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A Single of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        // TODO(11.4)
        PrimitiveSequence(raw: Observable.never())
    }

    /// A Single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        // TODO(11.4)
        PrimitiveSequence(raw: Observable.never())
    }

    /// A Single of `transform` applied to the element: one element in, one out.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        // TODO(11.4): wrap the observable operator.
        PrimitiveSequence(raw: Observable.never())
    }

    /// A Single of the Single `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
        -> Single<Result>
    {
        // TODO(11.4): wrap the observable operator.
        PrimitiveSequence(raw: Observable.never())
    }
}
