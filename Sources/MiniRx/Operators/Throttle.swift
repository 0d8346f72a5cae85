import Foundation

extension ObservableType {
    /// Lets an element through at most once per `dueTime`. The first element goes through at
    /// once and opens a window. With `latest: true`, the last element that arrived inside the
    /// window is sent when the window ends (and opens the next one); with `latest: false`,
    /// elements inside the window are dropped. A completion waits for a pending latest element.
    ///
    ///     source:   1-2--3---------4-----   (window 10)
    ///     latest:   1---------3---------4   (t=1, t=11, t=21)
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

final private class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Throttle<Element>
    // The element waiting for the end of the window (latest: true only).
    private var lastUnsentElement: Element?
    // When the last element went out: the start of the current window.
    private var lastSentTime: RxTime?
    // The source completed while an element was waiting: complete after sending it.
    private var completed = false
    // The timer that will send the waiting element.
    private let cancellable = SerialDisposable()

    init(parent: Throttle<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = parent.scheduler.now
            // What is left of the window opened by the last element sent (none: send now).
            let timeLeft: RxTimeInterval
            if let lastSentTime {
                timeLeft = parent.dueTime.reduced(bySpanFrom: lastSentTime, to: now)
            } else {
                timeLeft = .nanoseconds(0)
            }
            if timeLeft.isDueNow {
                sendNow(element)
                return
            }
            if !parent.latest { return }

            // One timer per window: a newer element only replaces the one waiting.
            let timerAlreadyRunning = lastUnsentElement != nil
            lastUnsentElement = element
            if timerAlreadyRunning { return }

            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(
                parent.scheduler.scheduleRelative(0, dueTime: timeLeft) { _ in
                    self.propagate()
                })
        case .error:
            lastUnsentElement = nil
            forwardOn(event)
            dispose()
        case .completed:
            if lastUnsentElement != nil {
                completed = true
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func sendNow(_ element: Element) {
        lastUnsentElement = nil
        forwardOn(.next(element))
        lastSentTime = parent.scheduler.now
    }

    private func propagate() -> Disposable {
        if let lastUnsentElement {
            sendNow(lastUnsentElement)
        }
        if completed {
            forwardOn(.completed)
            dispose()
        }
        return Disposables.create()
    }
}

final private class Throttle<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
