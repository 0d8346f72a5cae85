// `bind(to:)` observers, `bind(onNext:)` and `bind(with:onNext:)` are RxCocoa's API (its
// `Common/Observable+Bind.swift`, as `Driver` is), kept in MiniRx beside RxRelay's relay forms.

extension ObservableType {
    /// Subscribes and sends every event, stop events included, to each of `observers`, in order.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Subscribes and sends every event to each of `observers` of optional elements.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }
            .subscribe { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Hands this sequence to `binder`, which does the subscribing: `source.bind(to: f)` reads
    /// better than `f(source)` in a chain.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Like `bind(to:)` with a binder, for a binder that takes one more argument.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` only. A binding is not supposed to fail: an error is reported as a
    /// programming error (printed, as in a release build of RxSwift).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            })
    }

    /// Like `bind(onNext:)`, passing `object` (held weakly) to `onNext`; once `object` is
    /// gone, elements are no longer delivered.
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext(object, $0)
            },
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            })
    }
}

// The relay forms are RxRelay's (its `Observable+Bind.swift`), here as MiniRx has no relay module.
// A relay cannot end: a binding passes on elements only; an error is a programming error.
extension ObservableType {
    /// Subscribes and `accept`s each element into each of `relays`. Completion is not passed on.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and `accept`s each element into each of `relays` of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    private func bind(to relays: [PublishRelay<Element>]) -> Disposable {
        bindAccepting(into: relays.map { $0.accept }, relayKind: "publish")
    }

    /// Subscribes and `accept`s each element into each of `relays`. Completion is not passed on.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and `accept`s each element into each of `relays` of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    private func bind(to relays: [BehaviorRelay<Element>]) -> Disposable {
        bindAccepting(into: relays.map { $0.accept }, relayKind: "behavior")
    }

    /// Subscribes and `accept`s each element into each of `relays`. Completion is not passed on.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and `accept`s each element into each of `relays` of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    private func bind(to relays: [ReplayRelay<Element>]) -> Disposable {
        // RxRelay's message says "behavior relay" here too (a copy slip); kept as it is.
        bindAccepting(into: relays.map { $0.accept }, relayKind: "behavior")
    }

    /// The binding all relays share: each element goes to every `accept`; `completed` is
    /// dropped; an error is a programming error, reported with RxRelay's words.
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

/// A broken rule that RxSwift stops on in a DEBUG build and only prints in a release build.
/// MiniRx follows the release build (the one the conformance outputs come from): it prints the
/// message with the place it was reported from, and goes on.
private func rxFatalErrorInDebug(
    _ lastMessage: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
) {
    print("\(file):\(line): \(lastMessage())")
}
