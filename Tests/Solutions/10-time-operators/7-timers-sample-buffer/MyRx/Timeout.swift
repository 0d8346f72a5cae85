// Stage 10.7 writes this file. timeout: a sequence that must not go quiet for longer than
// `dueTime`; when it does, it fails, or goes on as another sequence.

import Foundation

extension ObservableType {
    /// Fails with `RxError.timeout` when no element comes within `dueTime` of subscribing, or of
    /// the element before.
    ///
    ///     source:   --1--2-------------3   (timeout 5)
    ///     result:   --1--2----#            (# RxError.timeout)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Like `timeout(_:scheduler:)`, but on a timeout the source is let go and `other` takes its
    /// place: what it sends, the result sends.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType)
        -> Observable<Element> where Element == Source.Element
    {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

/// The per-subscriber half: the running timer, and the subscription to the source, which a
/// timeout replaces with one to `other`.
final private class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Timeout<Element>
    private let timerD = SerialDisposable()
    private let subscription = SerialDisposable()
    /// Counts the source's events: a timer set for an older count has been overtaken.
    private var id = 0
    /// The timer won: the source's events no longer count.
    private var switched = false

    init(parent: Timeout<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts the clock, then subscribes to the source; disposing the result ends the timer and
    /// whichever subscription is current.
    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        createTimeoutTimer()
        original.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timerD)
    }

    func on(_ event: Event<Element>) {
        if switched { return }
        id = id &+ 1
        switch event {
        case .next:
            forwardOn(event)
            // The clock starts again from this element.
            createTimeoutTimer()
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }

    private func createTimeoutTimer() {
        if timerD.isDisposed { return }
        // The new timer's slot goes in first: that cancels the old timer before the new one is set.
        let nextTimer = SingleAssignmentDisposable()
        timerD.disposable = nextTimer
        nextTimer.setDisposable(parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { state in
            self.switched = state == self.id
            if self.switched {
                // Subscribed to `other` first; putting it in the slot then lets the source go.
                self.subscription.disposable = self.parent.other.subscribe(SinkForward(forward: self))
            }
            return Disposables.create()
        })
    }
}

/// `other`'s observer: its events go straight to the sink's observer, and its stop event ends the
/// whole subscription. RxSwift keeps it in `Sink.swift` (`Sink.forwarder()`); this library's
/// `Sink` has no `forwarder()`, so it sits here, where it is used.
final private class SinkForward<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let forward: Sink<Observer>

    init(forward: Sink<Observer>) {
        self.forward = forward
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward.observer.on(event)
        case .error, .completed:
            forward.observer.on(event)
            forward.cancel.dispose()
        }
    }
}

/// The shared half: the source, the time it may stay quiet, what takes its place, the scheduler.
final private class Timeout<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
