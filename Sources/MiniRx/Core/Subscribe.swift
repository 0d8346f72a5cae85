extension ObservableType {
    /// Subscribes a closure that receives every event. The closure is wrapped in an
    /// `AnonymousObserver`, so it never sees anything after a stop event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver { event in
            on(event)
        }
        return asObservable().subscribe(observer)
    }

    /// Subscribes a closure for each kind of event; each may be left out.
    ///
    /// `onDisposed` runs once, when the subscription ends: right after `onError` or
    /// `onCompleted`, or when the returned disposable is disposed (after the source's own
    /// disposable). An error with no `onError` goes to `Hooks.defaultErrorHandler`.
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
        // Captured at subscription time, as RxSwift does, only when asked for.
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let observer = AnonymousObserver<Element> { event in
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        // First end the subscription (the source's disposable runs), then run `onDisposed`.
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }

    /// Like `subscribe(onNext:…)`, but each closure also receives `object`, held weakly: once
    /// `object` is gone, events are no longer delivered to the closures.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
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
