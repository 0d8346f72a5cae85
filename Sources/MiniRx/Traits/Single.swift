/// The trait of a sequence that ends with exactly one element or an error.
public enum SingleTrait {}

/// A sequence that ends with exactly one element (`success`) or an error (`failure`):
/// a network request, a database read.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` says, once. It is Swift's `Result`, so it prints `success(42)` and
/// `failure(…)`; the failure's payload prints through `String(reflecting:)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure `create` hands out: call it once with `.success` or `.failure`.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` whose subscriptions each run `subscribe`. A success becomes `next` then
    /// `completed` underneath, so anything sent after the first event is dropped by the
    /// `create` sink's grammar check.
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> Disposable
    ) -> Single<Element> {
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
        // The first event is the only one: a success arrives as `next`, and the `completed`
        // right behind it must not be reported again.
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
                // Only a broken source completes without an element. RxSwift stops a debug
                // build here and prints a source-file location in release; MiniRx stays quiet.
                break
            }
        }
    }

    /// Subscribes closures for success and failure. `onDisposed` runs once when the
    /// subscription ends: right after `onSuccess` or `onFailure`, or on dispose.
    /// A failure with no `onFailure` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable =
            onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: SingleObserver = { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
                disposable.dispose()
            case .failure(let error):
                if let onFailure {
                    onFailure(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
                disposable.dispose()
            }
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// The spelling before RxSwift 6 renamed `onError` to `onFailure`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Like `subscribe(onSuccess:onFailure:onDisposed:)`, but each closure also receives
    /// `object`, held weakly: once `object` is gone, the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onFailure: { [weak object] in
                guard let object else { return }
                onFailure?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}
