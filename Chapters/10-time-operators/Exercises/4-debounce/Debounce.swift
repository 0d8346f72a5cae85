// Exercise 10.4: build debounce as a Producer and a Sink on a scheduler. Edit this file only.
import MiniRx

extension ObservableType {
    /// Your `debounce`: sends an element only once `dueTime` has passed with no newer element;
    /// each element restarts the wait. On completion, a waiting element is sent at once, then
    /// `completed`. An error goes at once, and the waiting element is dropped.
    func debounced(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// The per-subscriber half: the element waiting, and the timer that will send it.
final private class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    // TODO: the state of one subscription: the element waiting, and the one timer running
    // (a `SerialDisposable` holds one disposable at a time: setting a new one disposes the old).

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source. Returns what disposing the subscription must end: the
    /// subscription to the source, and the timer.
    func run() -> Disposable {
        // TODO
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO: a new element waits, on a new timer (`parent.scheduler.scheduleRelative`) that
        // replaces the old one; when its timer fires, it is sent. A stop event: see the rules.
    }
}

/// The shared half: the source, the wait and the scheduler; no state of any subscription.
final private class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
