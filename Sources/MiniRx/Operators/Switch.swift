extension ObservableType {
    /// Maps each element to an observable with `selector` and follows only the newest one: a new
    /// source element disposes the previous inner subscription. The result completes when the
    /// source has completed and the newest inner observable has too.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Follows only the newest observable the source sent, disposing the one before it.
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable())
    }
}

private class SwitchSink<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Source.Element == Observer.Element {
    typealias Element = SourceType

    private let subscriptions = SingleAssignmentDisposable()
    // Holds the newest inner subscription; setting a new one disposes the old one.
    private let innerSubscription = SerialDisposable()

    fileprivate var stopped = false
    // Which inner observable is the newest: an older one's late events are ignored.
    fileprivate var latest = 0
    fileprivate var hasLatest = false

    func run(_ source: Observable<SourceType>) -> Disposable {
        let subscription = source.subscribe(self)
        subscriptions.setDisposable(subscription)
        return Disposables.create(subscriptions, innerSubscription)
    }

    /// The source element's inner observable. Subclasses override it.
    func performMap(_ element: SourceType) throws -> Source {
        rxAbstractMethod("SwitchSink.performMap")
    }

    private func nextElementArrived(element: Element) -> (Int, Observable<Source.Element>)? {
        do {
            let observable = try performMap(element).asObservable()
            hasLatest = true
            latest = latest &+ 1
            return (latest, observable)
        } catch {
            forwardOn(.error(error))
            dispose()
        }
        return nil
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if let (latest, observable) = nextElementArrived(element: element) {
                let disposable = SingleAssignmentDisposable()
                innerSubscription.disposable = disposable
                let observer = SwitchSinkIter(parent: self, id: latest, this: disposable)
                disposable.setDisposable(observable.subscribe(observer))
            }
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

/// Observes one inner observable for a `SwitchSink`; forwards only while it is the newest.
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

final private class SwitchIdentitySink<Source: ObservableConvertibleType, Observer: ObserverType>:
    SwitchSink<Source, Source, Observer>
where Observer.Element == Source.Element {
    override func performMap(_ element: Source) throws -> Source {
        element
    }
}

final private class MapSwitchSink<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>:
    SwitchSink<SourceType, Source, Observer>
where Observer.Element == Source.Element {
    typealias Selector = (SourceType) throws -> Source

    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceType) throws -> Source {
        try selector(element)
    }
}

final private class Switch<Source: ObservableConvertibleType>: Producer<Source.Element> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = SwitchIdentitySink<Source, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

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
        let sink = MapSwitchSink<SourceType, Source, Observer>(
            selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
