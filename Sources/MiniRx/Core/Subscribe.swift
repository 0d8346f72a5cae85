extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver(on)
        return asObservable().subscribe(observer)
    }

    /// Subscribes closures for each kind of event. `onDisposed` runs once when the subscription
    /// ends: after `onError` or `onCompleted`, or when the returned disposable is disposed.
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable =
            onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        // Captured at subscription time, as RxSwift does, only when asked for.
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let observer = CallbackObserver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable,
            callStack: callStack)
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

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`. RxSwift builds an
/// `AnonymousObserver` around a closure that picks the callback; this does the same two things
/// (drop everything after a stop event, then call the callback for the event) in one object,
/// with a method per kind of event, so no `Event` is built or looked into (see `ObserverType`).
final private class CallbackObserver<Element>: ObserverType {
    private let nextHandler: ((Element) -> Void)?
    private let errorHandler: ((Swift.Error) -> Void)?
    private let completedHandler: (() -> Void)?
    /// Runs `onDisposed`: disposed after `onError` or `onCompleted`.
    private let disposable: Disposable
    private let callStack: [String]
    private var isStopped = false

    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, disposable: Disposable, callStack: [String]
    ) {
        self.nextHandler = onNext
        self.errorHandler = onError
        self.completedHandler = onCompleted
        self.disposable = disposable
        self.callStack = callStack
        Resources.incrementTotal()
    }

    func onNext(_ element: Element) {
        if isStopped { return }
        nextHandler?(element)
    }

    func onError(_ error: Swift.Error) {
        if isStopped { return }
        // Stopped before the callback runs, so an event it causes is dropped.
        isStopped = true
        if let errorHandler {
            errorHandler(error)
        } else {
            Hooks.defaultErrorHandler(callStack, error)
        }
        disposable.dispose()
    }

    func onCompleted() {
        if isStopped { return }
        isStopped = true
        completedHandler?()
        disposable.dispose()
    }

    func on(_ event: Event<Element>) {
        deliverByKind(event)
    }

    deinit {
        Resources.decrementTotal()
    }
}
