// Stage 7.8 writes this file. `flatMapLatest` and `switchLatest`: follow only the newest inner
// observable; a new one releases the one before it.

extension ObservableType {
    /// Maps each element to an observable with `selector` and sends on the elements of the
    /// newest one only: a new source element releases the inner observable before it, then
    /// subscribes its own. Completes once the source and the newest inner observable have.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends on the elements of the newest observable the source sent, releasing the one before.
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable())
    }
}

/// The sink of one flatMapLatest or switchLatest subscription.
final private class SwitchSink<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Source.Element == Observer.Element {
    typealias Element = SourceType
    typealias Selector = (SourceType) throws -> Source

    private let selector: Selector
    private let subscriptions = SingleAssignmentDisposable()

    // The newest inner subscription. RxSwift keeps it in a SerialDisposable, which stage 9.6
    // writes; until then, these lines do its work: a new one disposes the one it replaces, and
    // once the result is released, one that arrives is disposed at once.
    private var innerSubscription: Disposable?
    private var innerReleased = false

    private func replaceInner(with disposable: Disposable) {
        if innerReleased {
            disposable.dispose()
            return
        }
        let previous = innerSubscription
        innerSubscription = disposable
        previous?.dispose()
    }

    private func releaseInner() {
        innerReleased = true
        let current = innerSubscription
        innerSubscription = nil
        current?.dispose()
    }

    // Which inner observable is the newest: an older one's late events are dropped.
    fileprivate var latest = 0
    fileprivate var hasLatest = false
    fileprivate var stopped = false

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceType>) -> Disposable {
        let subscription = source.subscribe(self)
        subscriptions.setDisposable(subscription)
        // The source first, then the newest inner.
        return Disposables.create(subscriptions, Disposables.create { self.releaseInner() })
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            let observable: Observable<Source.Element>
            do {
                observable = try selector(element).asObservable()
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            hasLatest = true
            latest = latest &+ 1
            // The one before is released before the new one is subscribed.
            let disposable = SingleAssignmentDisposable()
            replaceInner(with: disposable)
            let observer = SwitchSinkIter(parent: self, id: latest, this: disposable)
            disposable.setDisposable(observable.subscribe(observer))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            stopped = true
            subscriptions.dispose()
            if !hasLatest {
                forwardOn(.completed)
                dispose()
            }
        }
    }
}

/// The observer of one inner observable: it speaks only while its inner is the newest.
final private class SwitchSinkIter<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>:
    ObserverType
where Source.Element == Observer.Element {
    typealias Element = Source.Element
    typealias Parent = SwitchSink<SourceType, Source, Observer>

    private let parent: Parent
    private let id: Int
    private let this: Disposable

    init(parent: Parent, id: Int, this: Disposable) {
        self.parent = parent
        self.id = id
        self.this = this
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        // A stop event ends this inner's subscription, newest or not.
        if event.isStopEvent {
            this.dispose()
        }
        if parent.latest != id {
            return
        }
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error:
            parent.forwardOn(event)
            parent.dispose()
        case .completed:
            parent.hasLatest = false
            if parent.stopped {
                parent.forwardOn(event)
                parent.dispose()
            }
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// The observable `switchLatest` returns.
final private class Switch<Source: ObservableConvertibleType>: Producer<Source.Element> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = SwitchSink<Source, Source, Observer>(selector: { $0 }, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `flatMapLatest` returns.
final private class FlatMapLatest<SourceType, Source: ObservableConvertibleType>: Producer<Source.Element> {
    typealias Selector = (SourceType) throws -> Source

    private let source: Observable<SourceType>
    private let selector: Selector

    init(source: Observable<SourceType>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = SwitchSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
