extension ObservableType where Element: FixedWidthInteger {
    /// Counts 0, 1, 2, … one `period` apart. The first element comes one period after
    /// subscription, not at once. It never completes: dispose it, or `take` what you need.
    ///
    ///     Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    ///     // t=1: 0, t=2: 1, t=3: 2, …
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Timer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// With no `period`: one element, 0, after `dueTime`, then completed. With a `period`:
    /// 0 after `dueTime`, then 1, 2, … one period apart, never completing.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Observable<Element> {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

/// The periodic timer: each tick sends the count and hands the next count to the next tick.
final private class TimerSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: FixedWidthInteger {
    func run(_ parent: Timer<Observer.Element>, period: RxTimeInterval) -> Disposable {
        parent.scheduler.schedulePeriodic(0 as Observer.Element, startAfter: parent.dueTime, period: period) { count in
            self.forwardOn(.next(count))
            // Wraps around instead of trapping, as RxSwift's `&+`.
            return count &+ 1
        }
    }
}

/// The one-shot timer: 0, then completed.
final private class TimerOneOffSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: FixedWidthInteger {
    func run(_ parent: Timer<Observer.Element>) -> Disposable {
        parent.scheduler.scheduleRelative(self, dueTime: parent.dueTime) { sink in
            sink.forwardOn(.next(0))
            sink.forwardOn(.completed)
            sink.dispose()
            return Disposables.create()
        }
    }
}

final private class Timer<Element: FixedWidthInteger>: Producer<Element> {
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
            let sink = TimerSink(observer: observer, cancel: cancel)
            let subscription = sink.run(self, period: period)
            return (sink: sink, subscription: subscription)
        }
        let sink = TimerOneOffSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}
