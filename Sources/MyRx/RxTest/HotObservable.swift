// Stage 10.6 writes this file. A test observable whose events happen at their own times, whoever
// is listening: a subject driven by the clock.

import MyRx

/// Sends its events at their absolute times, from the moment it is made, to whoever is
/// subscribed then: a subscriber that comes late misses what came before.
final class HotObservable<Element>: TestableObservable<Element> {
    /// The observers subscribed now, in the order they came, each under the key its
    /// subscription removes it by.
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        // TODO(10.6): when does each event go out, and to whom?
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // TODO(10.6): add the observer, and a line to the log (`subscriptions`); disposing what
        // you return removes it and ends that line.
        Disposables.create()
    }
}
