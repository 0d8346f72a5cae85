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
        // TODO(10.5): subscribe to the source; disposing what you return must end the timer too.
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(10.5): an element that finds no window open goes at once (`sendNow`); inside a
        // window, keep the latest (if `parent.latest`) and send it when the window ends. What
        // is left of a window: `Date+Dispatch.swift`. A stop event: see the rules.
    }

    private func sendNow(_ element: Element) {
        // TODO(10.5)
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
