extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`, keeping their spacing.
    /// An error is not delayed: it is sent at once, and elements still waiting are dropped.
    ///
    ///     source:   1--2---|        (delay 3)
    ///     result:   ---1--2---|
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final private class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let sourceSubscription = SingleAssignmentDisposable()
    private let cancelable = SerialDisposable()

    // A drain is scheduled or running (events queue behind it).
    private var active = false
    // A drain is sending an event right now (an error must then wait for it).
    private var running = false
    private var errorEvent: Event<Element>?
    // Events waiting, with the time each arrived.
    private var queue = Queue<(eventTime: RxTime, event: Event<Element>)>()

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, cancelable)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        switch event {
        case .error:
            let sendNow = !running
            queue.removeAll()
            errorEvent = event
            if sendNow {
                forwardOn(event)
                dispose()
            }
        case .next, .completed:
            let shouldSchedule = !active
            active = true
            queue.enqueue((scheduler.now, event))
            if shouldSchedule {
                cancelable.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) {
                    _, recurse in self.drainQueue(recurse)
                }
            }
        }
    }

    /// Sends the oldest waiting event, then schedules the next drain for when the next event
    /// is due (its arrival time plus the delay).
    private func drainQueue(_ recurse: AnyRecursiveScheduler<Void>) {
        if errorEvent != nil { return }
        running = true
        guard let event = queue.dequeue()?.event else {
            running = false
            active = false
            return
        }
        forwardOn(event)
        if case .completed = event {
            dispose()
            return
        }
        if let errorEvent {
            // An error arrived while the event was being sent: it goes now.
            forwardOn(errorEvent)
            dispose()
            return
        }
        guard let nextTime = queue.peek()?.eventTime else {
            running = false
            active = false
            return
        }
        running = false
        recurse.schedule((), dueTime: dueTime.reduced(bySpanFrom: nextTime, to: scheduler.now))
    }
}

final private class Delay<Element>: Producer<Element> {
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
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler, cancel: cancel)
        let subscription = sink.run(source: source)
        return (sink: sink, subscription: subscription)
    }
}
