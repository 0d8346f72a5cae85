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
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one `CompletableEvent`.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next:
                // An `Observable<Never>` has no element to send: this line never runs.
                break
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
    }

    /// Subscribes closures for each ending. `onDisposed` runs once: right after `onCompleted` or
    /// `onError`, or when the subscription is disposed. An error with no `onError` is dropped,
    /// as in RxSwift's release build.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: CompletableObserver = { event in
            switch event {
            case .error(let error):
                onError?(error)
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        // Disposed early: the subscription ends first, then `onDisposed` runs.
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A Completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A Completable that never ends.
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A Completable that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}
