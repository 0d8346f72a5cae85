// Stages 7.6 and 14.4 write this file, as RxSwift keeps `take(until:)` and `take(while:)` in
// one file. Stage 14.4: `take(until:)` with an observable, an operator with two sources, like
// stage 7.4's `withLatestFrom`; the second one's first element ends the first. Stage 7.6 (at
// the end): `take(while:)`, a Producer and a Sink like `filter`'s, that ends early.

extension ObservableType {
    /// Passes on the elements of `self` until `other` sends its first element; then completes
    /// and ends both subscriptions. `other` completing without an element changes nothing; an
    /// error from `other` ends the result with that error.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }
}

/// Listens to `other` for the sink: its first element completes the result.
final private class TakeUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
    typealias Parent = TakeUntilSink<Other, Observer>
    typealias Element = Other

    private let parent: Parent
    let subscription = SingleAssignmentDisposable()

    init(parent: Parent) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next:
            parent.forwardOn(.completed)
            parent.dispose()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            // `other` will never send now: stop listening, and let the source go on.
            subscription.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// Passes on the source's events; a stop event ends the subscription.
final private class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeUntil<Element, Other>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }

    /// Subscribes to `other` first, so that an `other` that sends at once (a `deallocated`
    /// whose owner has gone) ends the result before the source sends anything.
    func run() -> Disposable {
        let otherObserver = TakeUntilSinkOther(parent: self)
        let otherSubscription = parent.other.subscribe(otherObserver)
        otherObserver.subscription.setDisposable(otherSubscription)
        let sourceSubscription = parent.source.subscribe(self)
        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }
}

final private class TakeUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: - take(while:), written in stage 7.6

extension ObservableType {
    /// Passes on elements until `predicate` returns true for one; then completes and ends the
    /// subscription to `self`. With `.inclusive`, that element is passed on before `completed`.
    /// A `predicate` that throws ends the result with that error.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    /// Passes on elements while `predicate` returns true; at the first element for which it
    /// returns false, completes and ends the subscription to `self`. With `.inclusive`, that
    /// element is passed on before `completed`. It is `take(until:)` with the predicate negated.
    ///
    ///     Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })   // 1, 2, completed
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }
}

/// Whether `take(while:)` and `take(until:)` pass on the element that ends them.
public enum TakeBehavior {
    /// Pass on the element that ends the sequence, then complete.
    case inclusive
    /// Complete without it.
    case exclusive
}

final private class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeUntilPredicate<Element>

    private let parent: Parent
    // True until the predicate first says stop; then no element is looked at again.
    private var running = true

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if !running {
                return
            }
            do {
                running = try !parent.predicate(value)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if running {
                forwardOn(.next(value))
            } else {
                if parent.behavior == .inclusive {
                    forwardOn(.next(value))
                }
                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class TakeUntilPredicate<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    fileprivate let predicate: Predicate
    fileprivate let behavior: TakeBehavior

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping Predicate) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
