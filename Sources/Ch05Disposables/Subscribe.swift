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
        // `onDisposed` wrapped so that it runs once, whoever disposes first.
        let disposable: Disposable
        if let onDisposed {
            disposable = Disposables.create(with: onDisposed)
        } else {
            disposable = Disposables.create()
        }
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
        // First end the subscription (the source's disposable runs), then run `onDisposed`.
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }
}
