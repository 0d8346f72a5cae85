// Stage 9.6 writes this file. `subscribe(on:)`: the subscription to the source, and later its
// disposal, run on a scheduler; the events arrive wherever the source sends them.

extension ObservableType {
    /// Subscribes to this sequence, and later disposes that subscription, through `scheduler`.
    /// Only subscribing and disposing move: the events reach the observer wherever the source
    /// sends them (moving them is `observe(on:)`).
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source as it is, not `asObservable()`: RxSwift subscribes to it directly.
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

/// One subscription: it subscribes to the source from work on the scheduler, and passes the
/// source's events on.
final private class SubscribeOnSink<Ob: ObservableType, Observer: ObserverType>: Sink<Observer>,
    ObserverType where Ob.Element == Observer.Element
{
    typealias Element = Observer.Element

    let parent: SubscribeOn<Ob>

    init(parent: SubscribeOn<Ob>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // TODO(9.6): pass the event on; a stop event ends the subscription.
    }

    /// Schedules the subscription to the source. Returns what ends it: before the scheduled work
    /// ran, by cancelling that work; after, by disposing the source's subscription on the
    /// scheduler.
    func run() -> Disposable {
        // TODO(9.6): one slot for what must be disposed, first the scheduled work, then the
        // source's subscription in a ScheduledDisposable.
        Disposables.create()
    }
}

/// The observable `subscribe(on:)` returns.
final private class SubscribeOn<Ob: ObservableType>: Producer<Ob.Element> {
    let source: Ob
    let scheduler: ImmediateSchedulerType

    init(source: Ob, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Ob.Element
    {
        let sink = SubscribeOnSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
