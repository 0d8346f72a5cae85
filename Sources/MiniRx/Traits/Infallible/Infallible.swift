/// Something that is, or can be seen as, an `Infallible`: a sequence that never errors.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that is guaranteed never to send `error`: only elements, then perhaps `completed`.
/// Unlike `Driver` it neither shares nor changes scheduler; it is a plain `Observable` whose
/// type promises there is no error to handle, so `subscribe` has no `onError`.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Internal, as in RxSwift: only MiniRx's constructors and conversions, which rule out
    /// errors, may wrap an observable.
    init(_ source: Observable<Element>) {
        self.source = source
    }

    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes closures for elements and completion (there is no error to handle).
    /// `onDisposed` runs once when the subscription ends: after `onCompleted`, or on dispose.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `subscribe(onNext:onCompleted:onDisposed:)`, but each closure also receives
    /// `object`, held weakly: once `object` is gone, the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event as an `InfallibleEvent` (RxSwift 6.6
    /// and later; earlier versions passed `Event`). It prints as a plain enum, so a `String`
    /// element shows quoted: `next("a")`.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error:
                // Only a broken promise gets here: a closure that threw in an operator whose
                // closures may throw (`deferred`, `do`, `withLatestFrom`…), or an Observable that
                // errored after being passed in or returned by a selector (`take(until:)`,
                // `concat`, `flatMap`…). RxSwift stops a debug build and prints a source location
                // in release; MiniRx stays quiet. `on` hears nothing more: the subscription ended.
                break
            }
        }
    }
}
