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
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one `MaybeEvent`.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        // The first event is the only one: the `completed` behind a success is not reported.
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
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
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: MaybeObserver = { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
                disposable.dispose()
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

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A Maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A Maybe that fails with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A Maybe that never ends.
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A Maybe that completes with no element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}
