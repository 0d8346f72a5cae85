// Stage 10.6 writes this file. A test observable that starts its story again for each
// subscriber: its events' times count from the subscription.

import MyRx

/// Sends each subscriber its events separately, each one that many ticks after that
/// subscription was made.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // TODO(10.6): a line to the log (`subscriptions`), and this subscriber's events on the
        // clock; disposing what you return silences them and ends that line.
        Disposables.create()
    }
}
