// Stage 10.6 writes this file. A test observable that starts its story again for each
// subscriber: its events' times count from the subscription.

import MyRx

/// Sends each subscriber its events separately, each one that many ticks after that
/// subscription was made.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1

        // This subscriber's own: disposing it silences its events, not the others'.
        var disposed = false
        for recorded in recordedEvents {
            // In the clock's own ticks, from now, as given: `0` is this very tick.
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !disposed {
                    observer.on(recorded.value)
                }
                return Disposables.create()
            }
        }

        return Disposables.create {
            disposed = true
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}
