// Given in stage 10.6: nothing to write, read it. What the two kinds of test observable share:
// the events they send and the log of their subscriptions (RxTest/TestableObservable.swift).

import MyRx

/// An observable made of recorded events, which logs each subscription: when it was made, and
/// when it was disposed. `TestScheduler.createHotObservable` and `createColdObservable` make one
/// of each kind (`HotObservable`, `ColdObservable`).
public class TestableObservable<Element>: ObservableType {
    /// Every subscription so far, in the order they were made: `(200: 300)`, or
    /// `(200: Infinity)` while still open.
    public internal(set) var subscriptions: [Subscription]

    /// The events it sends, with their times.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler whose clock it runs on.
    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.subscriptions = []
        // A test observable is one of your library's objects too (RxTest's is not counted): one
        // a check keeps alive shows in the count.
        Resources.incrementTotal()
    }

    /// Each kind says what subscribing does.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("TestableObservable.subscribe is abstract: HotObservable and ColdObservable override it.")
    }

    deinit {
        Resources.decrementTotal()
    }
}
