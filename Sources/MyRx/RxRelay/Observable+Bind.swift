// Stages 6.5 and 8.6 write this file. `bind(to:)` for relays (RxRelay/Observable+Bind.swift),
// publish and behavior (6.5), replay (8.6): a relay cannot end, so a binding passes it elements
// only.

extension ObservableType {
    /// Subscribes and `accept`s each element into each of `relays`, in order. `completed` is not
    /// passed on; an error is reported as a programming error.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        // TODO(6.5): one subscription; report an error with `rxFatalErrorInDebug` (Rx.swift).
        Disposables.create()
    }

    /// The same, into relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        // TODO(6.5)
        Disposables.create()
    }

    /// Subscribes and `accept`s each element into each of `relays`, in order. `completed` is not
    /// passed on; an error is reported as a programming error.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        // TODO(6.5)
        Disposables.create()
    }

    /// The same, into relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        // TODO(6.5)
        Disposables.create()
    }

    /// Subscribes and `accept`s each element into each of `relays`, in order. `completed` is not
    /// passed on; an error is reported as a programming error.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        // TODO(8.6)
        Disposables.create()
    }

    /// The same, into relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        // TODO(8.6)
        Disposables.create()
    }
}
