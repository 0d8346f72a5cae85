// Exercise 10.4, a reference solution.
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
    /// The element waiting for quiet; nil once it was sent or dropped.
    private var waiting: Element?
    /// Which element the latest timer belongs to. On one thread, cancelling the old timer is
    /// enough; RxSwift keeps the number too, for schedulers on other threads, where a timer may
    /// already be on its way when it is cancelled.
    private var latest: UInt64 = 0
    /// The one timer running. Setting a new one disposes, so cancels, the old one.
    private let timer = SerialDisposable()

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source. Returns what disposing the subscription must end: the
    /// subscription to the source, and the timer.
    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            latest &+= 1
            waiting = element
            // Cancel the old timer first, then set the new one: the slot never holds two.
            let next = SingleAssignmentDisposable()
            timer.disposable = next
            next.setDisposable(
                parent.scheduler.scheduleRelative(latest, dueTime: parent.dueTime) { number in
                    self.timerFired(number)
                })
        case .error:
            waiting = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let element = waiting {
                waiting = nil
                forwardOn(.next(element))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    private func timerFired(_ number: UInt64) -> Disposable {
        // Take the element out before sending it: the observer may send the source a new one,
        // or complete it, while it is being delivered.
        if number == latest, let element = waiting {
            waiting = nil
            forwardOn(.next(element))
        }
        return Disposables.create()
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
