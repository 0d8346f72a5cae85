// Stage 12.4 writes this file. `emit`: subscribing to a Signal. There is no `onError`, since a
// Signal cannot fail.

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes and sends every event to each of `observers`, in order.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        // TODO(12.4): one subscription for all the observers.
        Disposables.create()
    }

    /// The same, each element made optional, to observers of optional elements.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        // TODO(12.4)
        Disposables.create()
    }

    /// Subscribes and `accept`s each element into each of `relays`, in order.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }

    /// The same, into relays of optional elements.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }

    /// Subscribes and `accept`s each element into each of `relays`, in order.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }

    /// The same, into relays of optional elements.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }

    /// Subscribes and `accept`s each element into each of `relays`, in order.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }

    /// The same, into relays of optional elements.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }

    /// Subscribes closures for the elements and the end; `onDisposed` runs once the
    /// subscription ends.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }

    /// Subscribes and ignores every event: `emit(onNext: nil, onCompleted: nil, onDisposed:
    /// nil)`, which RxCocoa spells out to get around an ambiguity of the compiler.
    public func emit() -> Disposable {
        // TODO(12.4)
        Disposables.create()
    }
}
