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
        // TODO(10.7): start the clock, then subscribe to the source (kept in `subscription`).
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(10.7): pass the event on; an element starts the clock again, a stop event ends
        // the subscription. After a timeout, the source's events no longer count.
    }

    private func createTimeoutTimer() {
        // TODO(10.7): one timer at a time, in `timerD`; when it fires, `other` takes the
        // source's place in `subscription`, its events going through a `SinkForward`.
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
        // TODO(10.7): straight to the sink's observer; a stop event ends the subscription.
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
