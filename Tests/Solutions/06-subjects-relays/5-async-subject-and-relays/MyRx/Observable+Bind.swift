// Stages 6.5 and 8.6 write this file. `bind(to:)` for relays (RxRelay/Observable+Bind.swift),
// publish and behavior (6.5), replay (8.6): a relay cannot end, so a binding passes it elements
// only.

extension ObservableType {
    /// Subscribes and `accept`s each element into each of `relays`, in order. `completed` is not
    /// passed on; an error is reported as a programming error.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// The same, into relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        // RxRelay maps the source to optionals first; `map` is chapter 7's stage, so each
        // element is made optional as it is accepted.
        bindAccepting(into: relays.map { relay in { relay.accept($0) } }, relayKind: "publish")
    }

    private func bind(to relays: [PublishRelay<Element>]) -> Disposable {
        bindAccepting(into: relays.map { $0.accept }, relayKind: "publish")
    }

    /// Subscribes and `accept`s each element into each of `relays`, in order. `completed` is not
    /// passed on; an error is reported as a programming error.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// The same, into relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindAccepting(into: relays.map { relay in { relay.accept($0) } }, relayKind: "behavior")
    }

    private func bind(to relays: [BehaviorRelay<Element>]) -> Disposable {
        bindAccepting(into: relays.map { $0.accept }, relayKind: "behavior")
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

    // One subscription for all the relays: each element goes to every `accept`, `completed` is
    // dropped, and an error is reported with RxRelay's words.
    private func bindAccepting(into accepts: [(Element) -> Void], relayKind: String) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                accepts.forEach { $0(element) }
            case .error(let error):
                rxFatalErrorInDebug("Binding error to \(relayKind) relay: \(error)")
            case .completed:
                break
            }
        }
    }
}
