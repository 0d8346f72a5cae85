extension ObservableType {
    /// Subscribes to this sequence (and later disposes that subscription) through `scheduler`.
    /// Only subscribing and disposing move: events arrive wherever the source sends them (see
    /// `observe(on:)`).
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: wrapped in `create`, a source that is not an
        // `Observable` (a test observable) would be disposed by the wrapper's sink as soon as it
        // stopped, instead of later, through `scheduler`.
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

final private class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    func run<Source: ObservableType>(_ parent: SubscribeOn<Source>) -> Disposable
    where Source.Element == Element {
        // Holds the scheduled subscribe until it runs, then the subscription it made.
        let disposeEverything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()
        disposeEverything.disposable = cancelSchedule
        let scheduler = parent.scheduler
        let disposeSchedule = scheduler.schedule(()) { _ -> Disposable in
            let subscription = parent.source.subscribe(self)
            // Disposing later is scheduled on the same scheduler.
            disposeEverything.disposable = ScheduledDisposable(
                scheduler: scheduler, disposable: subscription)
            return Disposables.create()
        }
        cancelSchedule.setDisposable(disposeSchedule)
        return disposeEverything
    }
}

final private class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}
