// Stage 9.5 writes this file. `observe(on:)`: the source is subscribed at once, and each event
// is handed to the scheduler, which delivers it to the observer now or on a later turn.

extension ObservableType {
    /// Delivers every event to the observer through `scheduler`.
    ///
    /// RxSwift takes this path for its serial dispatch-queue schedulers (`MainScheduler` is one)
    /// and queues events in a sink of its own for the others; every scheduler of this library
    /// runs one piece of work at a time, so this library takes it for all of them.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOnSerialScheduler(source: asObservable(), scheduler: scheduler)
    }
}

/// The observer of one `observe(on:)` subscription: it schedules each event on its own.
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

/// The observable `observe(on:)` returns.
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
