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
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    /// Schedules the subscription to the source. Returns what ends it: before the scheduled work
    /// ran, by cancelling that work; after, by disposing the source's subscription on the
    /// scheduler.
    func run() -> Disposable {
        // Holds the scheduled work until it runs, then the source's subscription.
        let disposeEverything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()
        disposeEverything.disposable = cancelSchedule

        let disposeSchedule = parent.scheduler.schedule(()) { _ -> Disposable in
            let subscription = self.parent.source.subscribe(self)
            // Disposed later on the same scheduler.
            disposeEverything.disposable = ScheduledDisposable(
                scheduler: self.parent.scheduler, disposable: subscription)
            return Disposables.create()
        }
        cancelSchedule.setDisposable(disposeSchedule)

        return disposeEverything
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
