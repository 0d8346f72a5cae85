// Stages 9.5 and 9.6 write this file. `observe(on:)`: the source is subscribed at once, and
// each event is handed to the scheduler, which delivers it to the observer now or later.

extension ObservableType {
    /// Delivers every event to the observer through `scheduler`: on a `MainScheduler`, the
    /// serial path (RxSwift's for its serial dispatch queues, `MainScheduler` among them), each
    /// event handed to it on its own; on any other, `ObserveOn`, whose sink queues the events.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // TODO(9.6): a scheduler that is not a `MainScheduler` takes `ObserveOn`.
        ObserveOnSerialScheduler(source: asObservable(), scheduler: scheduler)
    }
}

/// The observer of one `observe(on:)` subscription on the serial path: one schedule per event.
final private class ObserveOnSerialSchedulerSink<Observer: ObserverType>:
    ObserverBase<Observer.Element>
{
    let scheduler: ImmediateSchedulerType
    let observer: Observer
    let cancel: Cancelable

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()
    }

    override func onCore(_ event: Event<Element>) {
        // TODO(9.5): hand the event to the scheduler, which delivers it to the observer.
    }

    // TODO(9.5): what must disposing the sink end besides the sink?
}

/// The observable `observe(on:)` returns on the serial path.
final private class ObserveOnSerialScheduler<Element>: Producer<Element> {
    let scheduler: ImmediateSchedulerType
    let source: Observable<Element>

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        // TODO(9.5): make the sink and subscribe it to the source.
        (sink: Disposables.create(), subscription: Disposables.create())
    }
}

/// Where the general path's drain stands (RxSwift's `ObserveOnState`).
enum ObserveOnState {
    /// No drain is scheduled or running.
    case stopped
    /// A drain is scheduled or running: a new event only joins the queue.
    case running
}

/// The observer of one `observe(on:)` subscription on the general path: it queues the events,
/// and drains the queue on the scheduler, one recursive step per event.
final private class ObserveOnSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    let scheduler: ImmediateSchedulerType
    let observer: Observer
    /// The events not yet delivered, oldest first. (RxSwift keeps a `Queue`, a ring buffer.)
    var queue: [Event<Element>] = []
    var state = ObserveOnState.stopped
    /// The drain, while one is scheduled or running.
    let scheduleDisposable = SerialDisposable()
    let cancel: Cancelable

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()
    }

    override func onCore(_ event: Event<Element>) {
        // TODO(9.6): queue the event; start a drain on the scheduler unless one is running.
    }

    /// One step of the drain: delivers the oldest event, then asks for the next step while
    /// events wait.
    func run(_ state: (), _ recurse: (()) -> Void) {
        // TODO(9.6): deliver the oldest event, unless the subscription ended; after a stop event,
        // end it. Then recurse while the queue holds events, or stop the drain.
    }

    // TODO(9.6): what must disposing the sink end besides the sink?
}

/// The observable `observe(on:)` returns on the general path.
final private class ObserveOn<Element>: Producer<Element> {
    let scheduler: ImmediateSchedulerType
    let source: Observable<Element>

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
