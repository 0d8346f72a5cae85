// Stage 10.4 writes this file. debounce: an element goes out only once `dueTime` has passed
// with no newer element; the sink keeps the element waiting and the one timer running.

import Foundation

extension ObservableType {
    /// Sends an element only once `dueTime` has passed with no newer element: each element
    /// restarts the wait. On completion a waiting element is sent at once, then `completed`; an
    /// error goes at once and drops it.
    ///
    ///     source:   1-2-3--------4--|   (wait 5)
    ///     result:   ---------3------4|
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// The per-subscriber half: the element waiting, and the timer that will send it.
final private class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    /// The number of the latest element: a timer whose number is older has nothing to send.
    private var id: UInt64 = 0
    /// The element waiting for quiet; nil once it was sent or dropped.
    private var value: Element?
    /// The one timer running: setting a new one cancels the old one.
    private let cancellable = SerialDisposable()

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source. Disposing the result ends the source subscription and the timer.
    func run() -> Disposable {
        // TODO(10.4): subscribe to the source; disposing what you return must end the timer too.
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(10.4): a new element waits, on a new timer (`parent.scheduler.scheduleRelative`)
        // that takes the old timer's place in `cancellable`; when its timer fires, it is sent.
        // A stop event: see the rules.
    }
}

/// The shared half: the source, the wait and the scheduler; nothing of any one subscription.
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
