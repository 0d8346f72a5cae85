// Stage 10.5 writes this file. throttle: the first element at once, then at most one per
// window; with `latest: true` the last element of a busy window goes when the window ends.

import Foundation

extension ObservableType {
    /// Lets an element through at most once per `dueTime`. An element that finds no window open
    /// goes at once and opens one. With `latest: true`, the last element that arrived inside the
    /// window goes when the window ends (and opens the next); with `latest: false`, elements
    /// inside a window are dropped. A completion waits for an element still to be sent.
    ///
    ///     source:   1-2--3---------4-----   (window 10)
    ///     latest:   1---------3---------4
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

/// The per-subscriber half: when the window opened, the element waiting for its end, the timer.
final private class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Throttle<Element>
    /// The element waiting for the end of the window (`latest: true` only).
    private var lastUnsentElement: Element?
    /// When the last element went out: the start of the window.
    private var lastSentTime: RxTime?
    /// The source completed while an element was waiting: complete once it is sent.
    private var completed = false
    /// The timer that will send the waiting element.
    private let cancellable = SerialDisposable()

    init(parent: Throttle<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source. Disposing the result ends the source subscription and the timer.
    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = parent.scheduler.now
            // What is left of the window the last element sent opened (none yet: nothing).
            let timeLeft: RxTimeInterval
            if let lastSentTime {
                timeLeft = parent.dueTime.reduceWithSpanBetween(earlierDate: lastSentTime, laterDate: now)
            } else {
                timeLeft = .nanoseconds(0)
            }
            if timeLeft.isNow {
                sendNow(element)
                return
            }
            if !parent.latest { return }

            // One timer per window: a newer element only takes the place of the one waiting.
            let timerRunning = lastUnsentElement != nil
            lastUnsentElement = element
            if timerRunning { return }

            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(parent.scheduler.scheduleRelative(0, dueTime: timeLeft) { _ in
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
        // The window opens when the element has gone out.
        lastSentTime = parent.scheduler.now
    }

    /// The window ended: send the element waiting, then a completion that waited for it.
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

/// The shared half: the source, the window, `latest` and the scheduler.
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
