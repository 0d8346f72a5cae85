// Stage 11.5 writes this file. `Completable`: a PrimitiveSequence with no elements, that ends
// with `completed` or an error. `create` makes one, `subscribe` reports how it ended, `error`,
// `never` and `empty` make one that keeps the promise.

/// The trait of a sequence with no elements that completes or fails.
public enum CompletableTrait {}

/// A sequence with no elements (`Never`) that ends with `completed` or an error.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a Completable says, once.
@frozen public enum CompletableEvent {
    /// The end, with an error.
    case error(Swift.Error)
    /// The end, the work done.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure `create` hands out: call it once with `.completed` or `.error`.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A Completable whose subscriptions each run `subscribe`. Underneath it is an
    /// `Observable<Never>.create`.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    {
        // TODO(11.5): an `Observable<Never>.create` that turns each `CompletableEvent` into an event.
        PrimitiveSequence(raw: Observable.never())
    }

    /// Subscribes a closure that receives the one `CompletableEvent`.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        // TODO(11.5): subscribe to the observable inside; report its first event only.
        Disposables.create()
    }

    /// Subscribes closures for each ending. `onDisposed` runs once: right after `onCompleted` or
    /// `onError`, or when the subscription is disposed. An error with no `onError` is dropped,
    /// as in RxSwift's release build.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // TODO(11.5): on top of `subscribe(_:)`.
        Disposables.create()
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A Completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        // TODO(11.5)
        PrimitiveSequence(raw: Observable.never())
    }

    /// A Completable that never ends.
    public static func never() -> Completable {
        // TODO(11.5)
        PrimitiveSequence(raw: Observable.empty())
    }

    /// A Completable that completes at once.
    public static func empty() -> Completable {
        // TODO(11.5)
        Completable(raw: Observable.never())
    }
}
