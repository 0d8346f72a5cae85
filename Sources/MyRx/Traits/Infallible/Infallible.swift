// Stage 11.6 writes this file. `Infallible`: a sequence that cannot fail, a struct around one
// observable, and the two ways to subscribe to it, neither with an error handler.

/// Anything that is a sequence that cannot fail.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that sends elements and may complete, but never fails.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source`, trusting it never to fail. Internal, as in RxSwift: a program gets an
    /// Infallible from `create` or a factory (and, in RxSwift, from `asInfallible(…)`, which
    /// handles the error: it needs `catch`, chapter 12's).
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The observable inside.
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes closures for elements and the completion; there is no error to handle.
    /// `onDisposed` runs once the subscription ends.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // TODO(11.6): the observable inside, subscribed with these closures.
        Disposables.create()
    }

    /// Subscribes a closure that receives each `InfallibleEvent`.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        // TODO(11.6): subscribe to the observable inside; turn each event into an
        // `InfallibleEvent`. An error cannot come: `rxFatalErrorInDebug` says so if it does.
        Disposables.create()
    }
}
