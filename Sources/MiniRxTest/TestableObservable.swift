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
/// arrive late miss what came before.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers = HotObservers<(Event<Element>) -> Void>()

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) {
                // A snapshot, as RxSwift's Bag is a value: an observer that leaves during the
                // delivery still gets this event, one that joins does not.
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
            self.observers.remove(key)
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}

/// The hot observable's observers, kept in the layout of RxSwift's `Bag`, because the layout is
/// the delivery order: the first observer takes a single slot that is served first, the others
/// queue in an array behind it, and whenever the slot is free the next newcomer takes it, and
/// so jumps the queue. (RxSwift moves past 31 observers to a dictionary of unspecified order;
/// here the array just grows.)
struct HotObservers<Value> {
    private var nextKey = 0
    private var slot: (key: Int, value: Value)?
    private var queue: [(key: Int, value: Value)] = []

    mutating func insert(_ value: Value) -> Int {
        let key = nextKey
        nextKey += 1
        if slot == nil {
            slot = (key, value)
        } else {
            queue.append((key, value))
        }
        return key
    }

    mutating func remove(_ key: Int) {
        if slot?.key == key {
            slot = nil
        } else {
            queue.removeAll { $0.key == key }
        }
    }

    func forEach(_ action: (Value) -> Void) {
        if let slot { action(slot.value) }
        for entry in queue { action(entry.value) }
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
