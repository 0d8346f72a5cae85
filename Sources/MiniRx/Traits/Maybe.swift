/// The trait of a sequence that ends with one element, with nothing, or with an error.
public enum MaybeTrait {}

/// A sequence that ends with one element (`success`), with no element (`completed`), or with
/// an error: a cache lookup that may miss.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` says, once. It has no description of its own, so it prints like any Swift
/// enum: `success(1)`, `completed`, and `error(…)` with the payload through `String(reflecting:)`.
@frozen public enum MaybeEvent<Element> {
    /// The one element (underneath: `next(element)` then `completed`).
    case success(Element)
    /// The sequence failed (underneath: `error`).
    case error(Swift.Error)
    /// The sequence ended without an element (underneath: `completed`).
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure `create` hands out: call it once with `.success`, `.error` or `.completed`.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A `Maybe` whose subscriptions each run `subscribe`. Anything sent after the first event
    /// is dropped by the `create` sink's grammar check.
    public static func create(
        subscribe: @escaping (@escaping MaybeObserver) -> Disposable
    ) -> PrimitiveSequence<Trait, Element> {
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
        // A success arrives as `next`; the `completed` behind it must not be reported again.
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for each outcome. `onDisposed` runs once when the subscription ends:
    /// right after the outcome's closure, or on dispose. An error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable =
            onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: MaybeObserver = { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
                disposable.dispose()
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

    /// Like `subscribe(onSuccess:onError:onCompleted:onDisposed:)`, but each closure also
    /// receives `object`, held weakly: once `object` is gone, the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}
