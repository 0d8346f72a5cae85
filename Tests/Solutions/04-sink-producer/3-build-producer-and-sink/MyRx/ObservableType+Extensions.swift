// Stage 4.3 writes this file. `subscribe` with closures: each wraps them in an
// AnonymousObserver, whose grammar drops whatever comes after a stop event.

extension ObservableType {
    /// Subscribes a closure that receives every event the grammar lets through.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver { event in
            on(event)
        }
        return asObservable().subscribe(observer)
    }

    /// Subscribes closures for each kind of event; `onDisposed` runs once the subscription
    /// ends, after a stop event's closure or when the result is disposed.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
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
        // The source's subscription ends first, then `onDisposed` runs.
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }
}
