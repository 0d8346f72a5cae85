/// The trait of a sequence that carries no element: it only completes or fails.
public enum CompletableTrait {}

/// A sequence that only completes or fails: a save, a sync, "the user stayed still".
/// Its element type is `Never`, so no element can ever be sent.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` says, once. It prints like any Swift enum: `completed`, and `error(…)`
/// with the payload through `String(reflecting:)`.
@frozen public enum CompletableEvent {
    /// The work failed (underneath: `error`).
    case error(Swift.Error)
    /// The work finished (underneath: `completed`).
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure `create` hands out: call it once with `.completed` or `.error`.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` whose subscriptions each run `subscribe`. Anything sent after the first
    /// event is dropped by the `create` sink's grammar check.
    public static func create(
        subscribe: @escaping (@escaping CompletableObserver) -> Disposable
    ) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
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
                // `Never` has no values, so this case cannot happen.
                break
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion and failure. `onDisposed` runs once when the
    /// subscription ends: right after `onCompleted` or `onError`, or on dispose. An error with
    /// no `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable =
            onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: CompletableObserver = { event in
            switch event {
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// Like `subscribe(onCompleted:onError:onDisposed:)`, but each closure also receives
    /// `object`, held weakly: once `object` is gone, the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}
