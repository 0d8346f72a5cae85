// Stage 10.5 writes this file. delay: every element and the completion go out `dueTime` after
// they came, spacing kept; an error goes at once and drops what is waiting.

import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`, keeping their spacing. An
    /// error is not delayed: it goes at once, and the events still waiting are dropped.
    ///
    ///     source:   1--2---|        (delay 3)
    ///     result:   ---1--2---|
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// The per-subscriber half: a queue of events with the time each came, drained one timer at a time.
final private class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let sourceSubscription = SingleAssignmentDisposable()
    /// The drain's timer.
    private let cancelable = SerialDisposable()

    /// A drain is scheduled or running: a new event joins the queue behind it.
    private var active = false
    /// The drain is sending an event right now: an error must wait for it to return.
    private var running = false
    private var errorEvent: Event<Element>?
    /// The events waiting, each with the time it came.
    private var queue: [(eventTime: RxTime, event: Event<Element>)] = []

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source. Disposing the result ends the source subscription and the drain.
    func run(source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, cancelable)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
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
            queue.append((scheduler.now, event))
            if shouldSchedule {
                scheduleDrain(after: dueTime)
            }
        }
    }

    /// RxSwift drains through `scheduleRecursive(_:dueTime:)`; here each drain sets the next
    /// one's timer in `cancelable` itself, which schedules the same timers.
    private func scheduleDrain(after dueTime: RxTimeInterval) {
        cancelable.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            self.drainQueue()
            return Disposables.create()
        }
    }

    /// Sends the oldest event waiting, then sets the timer for the next one: when it came, plus
    /// the delay.
    private func drainQueue() {
        if errorEvent != nil { return }
        guard !queue.isEmpty else {
            active = false
            return
        }
        running = true
        let event = queue.removeFirst().event
        forwardOn(event)
        if case .completed = event {
            dispose()
            return
        }
        running = false
        if let errorEvent {
            // An error came while the event was being sent: it goes now.
            forwardOn(errorEvent)
            dispose()
            return
        }
        guard let next = queue.first else {
            active = false
            return
        }
        scheduleDrain(after: dueTime.reduceWithSpanBetween(earlierDate: next.eventTime, laterDate: scheduler.now))
    }
}

/// The shared half: the source, the delay and the scheduler.
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
