extension ObservableType {
    /// Subscribes to this sequence only after `dueTime`. Elements are not shifted one by one:
    /// the whole subscription starts later (a cold source starts its story later; a hot one is
    /// missed until then).
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final private class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

final private class DelaySubscription<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
        // Disposing before the timer fires cancels the timer; after, it ends the subscription
        // the timer made (the scheduler keeps what the action returned).
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            self.source.subscribe(sink)
        }
        return (sink: sink, subscription: subscription)
    }
}
