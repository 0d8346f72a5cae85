// Stage 10.7 writes this file. interval and timer: integers counted out by the scheduler's
// timers, one producer for both, as RxSwift has it.

import Foundation

extension ObservableType where Element: RxAbstractInteger {
    /// Sends 0, 1, 2, … one `period` apart, the first one `period` after subscribing. It never
    /// completes: dispose it, or `take` what you need.
    ///
    ///     interval(10):   ---------0---------1---------2--   (one character a second)
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Timer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// With no `period`: 0 after `dueTime`, then completed. With a `period`: 0 after `dueTime`,
    /// then 1, 2, … one `period` apart, never completing.
    ///
    ///     timer(5):               ----0|
    ///     timer(5, period: 10):   ----0---------1---------2--
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

/// The periodic half: the scheduler's periodic timer carries the count from one tick to the next.
final private class TimerSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    private let parent: Timer<Observer.Element>

    init(parent: Timer<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts the periodic timer; disposing the result stops it.
    func run(period: RxTimeInterval) -> Disposable {
        parent.scheduler.schedulePeriodic(0 as Observer.Element, startAfter: parent.dueTime, period: period) { count in
            self.forwardOn(.next(count))
            // Wraps around rather than trap, as RxSwift's `&+` does.
            return count &+ 1
        }
    }
}

/// The one-shot half: one timer, then 0 and completed.
final private class TimerOneOffSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    private let parent: Timer<Observer.Element>

    init(parent: Timer<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts the timer; disposing the result cancels it.
    func run() -> Disposable {
        parent.scheduler.scheduleRelative(self, dueTime: parent.dueTime) { sink in
            sink.forwardOn(.next(0))
            sink.forwardOn(.completed)
            // Completed: the subscription ends now, not when its owner disposes it.
            sink.dispose()
            return Disposables.create()
        }
    }
}

/// The shared half: when the first element comes, the period (none: one element) and the scheduler.
final private class Timer<Element: RxAbstractInteger>: Producer<Element> {
    let scheduler: SchedulerType
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.scheduler = scheduler
        self.dueTime = dueTime
        self.period = period
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        if let period {
            let sink = TimerSink(parent: self, observer: observer, cancel: cancel)
            let subscription = sink.run(period: period)
            return (sink: sink, subscription: subscription)
        } else {
            let sink = TimerOneOffSink(parent: self, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        }
    }
}
