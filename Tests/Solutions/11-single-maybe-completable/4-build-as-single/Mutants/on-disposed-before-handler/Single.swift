// Mutant: onDisposed runs before onSuccess and onFailure: it runs right after them (rule 3)
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
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one `SingleEvent`.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        // The first event is the only one: the `completed` behind a success is not reported.
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                // Only a source that breaks the promise completes without an element; RxSwift
                // stops a debug build here. MyRx reports nothing.
                break
            }
        }
    }

    /// Subscribes closures for success and failure. `onDisposed` runs once: right after
    /// `onSuccess` or `onFailure`, or when the subscription is disposed. A failure with no
    /// `onFailure` is dropped, as in RxSwift's release build.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: SingleObserver = { event in
            switch event {
            case .success(let element):
                disposable.dispose()
                onSuccess?(element)
            case .failure(let error):
                disposable.dispose()
                onFailure?(error)
            }
        }
        // Disposed early: the subscription ends first, then `onDisposed` runs.
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A Single of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A Single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A Single of `transform` applied to the element: one element in, one out.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// A Single of the Single `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
        -> Single<Result>
    {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap(selector))
    }
}
