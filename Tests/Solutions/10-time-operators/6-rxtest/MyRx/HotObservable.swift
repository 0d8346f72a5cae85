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
        // Every event is scheduled now, at its own time, subscribers or not.
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) {
                // The observers as they are now (an array is a value): one that leaves during the
                // delivery still gets this event, one that joins does not.
                for (_, on) in self.observers {
                    on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key, observer.on))
        subscriptions.append(Subscription(testScheduler.clock))
        // This subscription's own line of the log: others may be added after it.
        let index = subscriptions.count - 1

        // Disposables.create runs this once, however often it is disposed.
        return Disposables.create {
            self.observers.removeAll { $0.key == key }
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}
