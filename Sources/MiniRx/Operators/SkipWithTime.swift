extension ObservableType {
    /// Drops the elements that arrive within `duration` of subscribing and sends the rest.
    /// Errors and the completion go through at any time.
    ///
    /// RxSwift 6 spells it so, without a label: it renamed `take(_:scheduler:)` to
    /// `take(for:scheduler:)`, but not this one.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

final private class SkipTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // Set when `duration` has passed: elements go through from then on.
    private var open = false

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if open { forwardOn(event) }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }

    func run(_ parent: SkipTime<Element>) -> Disposable {
        let timer = parent.scheduler.scheduleRelative(self, dueTime: parent.duration) { sink in
            sink.open = true
            return Disposables.create()
        }
        let subscription = parent.source.subscribe(self)
        return Disposables.create(timer, subscription)
    }
}

final private class SkipTime<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SkipTimeSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}
