extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// The closure is wrapped in an `AnonymousObserver`, so it never sees anything after a stop
    /// event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver { event in
            on(event)
        }
        Trace.log("subscribe(_:) → \(Trace.name(of: observer))")
        return asObservable().subscribe(observer)
    }

    /// Subscribes a closure for each kind of event; each may be left out.
    ///
    /// `onDisposed` runs once, when the subscription ends: right after `onError` or
    /// `onCompleted`, or when the returned disposable is disposed (after the source's own
    /// disposable). An error with no `onError` is dropped here; RxSwift hands it to
    /// `Hooks.defaultErrorHandler`, which prints it in debug builds only.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = OnDisposedAction(onDisposed)
        let observer = AnonymousObserver<Element> { event in
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                onError?(error)
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        Trace.log("subscribe(onNext:onError:onCompleted:onDisposed:) → \(Trace.name(of: observer))")
        return DisposablePair(asObservable().subscribe(observer), then: disposable)
    }
}

// Chapter 5 replaces the two small types below with general ones, as RxSwift does:
// `Disposables.create(with:)` (an `AnonymousDisposable`) and `Disposables.create(_:_:)` (a
// `BinaryDisposable`).

/// Runs `onDisposed` the first time it is disposed, and never again: a subscription that
/// completed has run it already, and disposing it later must not run it twice.
private final class OnDisposedAction: Disposable {
    private var action: (() -> Void)?

    init(_ action: (() -> Void)?) {
        self.action = action
        Resources.incrementTotal()
    }

    func dispose() {
        // Take the action out before running it, so that a nested dispose finds nothing.
        guard let action else { return }
        self.action = nil
        Trace.nest("\(Trace.name(of: self)).dispose → onDisposed") {
            action()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// What `subscribe(onNext:…)` returns (RxSwift's is a `BinaryDisposable`): disposing it ends the
/// subscription, then runs `onDisposed`. So a source's disposable prints before `onDisposed`.
private final class DisposablePair: Disposable {
    private var parts: (subscription: Disposable, onDisposed: Disposable)?

    init(_ subscription: Disposable, then onDisposed: Disposable) {
        parts = (subscription, onDisposed)
        Resources.incrementTotal()
    }

    func dispose() {
        guard let (subscription, onDisposed) = parts else { return }
        parts = nil
        Trace.nest("\(Trace.name(of: self)).dispose → subscription, then onDisposed") {
            subscription.dispose()
            onDisposed.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
