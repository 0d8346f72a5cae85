extension ObservableType {
    /// Fails with `RxError.timeout` if the first element does not arrive within `dueTime` of
    /// subscribing, or any later element within `dueTime` of the one before it.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(
            source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout),
            scheduler: scheduler)
    }

    /// Like `timeout(_:scheduler:)`, but on a timeout switches to `other` and sends what it
    /// sends from then on.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

final private class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Timeout<Element>
    private let timer = SerialDisposable()
    // The source's subscription, replaced by `other`'s after a timeout.
    private let subscription = SerialDisposable()
    // Counts events; a timer that fires for an older count has been overtaken.
    private var id = 0
    private var switched = false

    init(parent: Timeout<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        // The clock starts before the source is subscribed.
        createTimeoutTimer()
        original.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        if switched { return }
        id = id &+ 1
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        } else {
            createTimeoutTimer()
        }
    }

    private func createTimeoutTimer() {
        if timer.isDisposed { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        nextTimer.setDisposable(
            parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { timerID in
                self.switched = timerID == self.id
                if self.switched {
                    // Replacing the source's subscription disposes it.
                    self.subscription.disposable = self.parent.other.subscribe(
                        TimeoutForwarder(sink: self))
                }
                return Disposables.create()
            })
    }

    fileprivate func forwardFromOther(_ event: Event<Element>) {
        // Straight to the observer, as RxSwift's SinkForward does.
        observer.on(event)
        if event.isStopEvent { cancel.dispose() }
    }
}

/// Sends `other`'s events on to the timed-out sink's observer. RxSwift's is the general
/// `SinkForward` that `Sink.forwarder()` makes; MiniRx's `Sink` has no `forwarder()`, as only
/// `timeout` needs one.
final private class TimeoutForwarder<Observer: ObserverType>: ObserverType {
    private let sink: TimeoutSink<Observer>

    init(sink: TimeoutSink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Observer.Element>) {
        sink.forwardFromOther(event)
    }
}

final private class Timeout<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
