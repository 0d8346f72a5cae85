// `drive`: subscribing to a Driver. There is no `onError`, because a Driver cannot fail.
// RxCocoa checks that `drive` is called on the main thread; MiniRx has only that thread.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every event to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every event, as an optional, to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every element to each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of `relays`.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each of `relays`.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the underlying observable to `transformation` (a custom binder).
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Hands the underlying observable and `curriedArgument` to a curried binder.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1)
        -> R2
    {
        with(asObservable())(curriedArgument)
    }

    /// Like `drive(onNext:onCompleted:onDisposed:)`, but each closure also receives `object`,
    /// held weakly: once `object` is gone, the closures are no longer called.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for elements, completion and the end of the subscription.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores everything (for a Driver kept for its side effects).
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
