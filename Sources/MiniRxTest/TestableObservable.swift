import MiniRx

/// An observable made from recorded events, which logs when it is subscribed to and when each
/// subscription is disposed. `TestScheduler.createHotObservable` and `createColdObservable`
/// make the two kinds.
public class TestableObservable<Element>: ObservableType {
    /// Each subscription: when it was made and when it was disposed (`Infinity` if still open).
    public internal(set) var subscriptions: [Subscription]

    /// The events this observable sends.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.subscriptions = []
        // Test observables are MiniRx objects too: a test that forgets one shows it in the count.
        Resources.incrementTotal()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable.subscribe is abstract: a subclass must override it.")
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// Sends its events at their absolute times to whoever is subscribed then; subscribers that
/// arrive late miss what came before. Its observers live in MiniRx's `Bag`, as RxTest's live in
/// RxSwift's, so they are called in the order a subject would call them.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers = Bag<(Event<Element>) -> Void>()

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) {
                // Delivers to a copy (a Bag is a value), as subjects do: an observer that leaves
                // during the delivery still gets this event, one that joins does not.
                let snapshot = self.observers
                snapshot.forEach { $0(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = observers.insert(observer.on)
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1

        return Disposables.create {
            self.observers.removeKey(key)
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}

/// Sends its events to each subscriber separately, each event's time counted from the moment
/// of that subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1

        var disposed = false
        for recorded in recordedEvents {
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
