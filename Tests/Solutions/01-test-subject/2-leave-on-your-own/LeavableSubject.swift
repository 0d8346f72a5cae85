// Exercise 1.2, a reference solution.
import Ch01TestSubject

/// Chapter 1's TestSubject, except that `subscribe` returns a `Subscription` whose `dispose()`
/// removes that one observer.
final class LeavableSubject<Element> {
    typealias Observer = (TestEvent<Element>) -> Void

    // Closures cannot be compared, so each observer is stored under a key of its own.
    private var observers: [(key: Int, observer: Observer)] = []
    private var nextKey = 0

    /// How many observers are subscribed now.
    var observerCount: Int { observers.count }

    /// Every observer receives the event, in subscription order.
    func on(_ event: TestEvent<Element>) {
        for entry in observers {
            entry.observer(event)
        }
    }

    /// Adds an observer. Disposing the returned subscription removes it, and only it.
    func subscribe(_ observer: @escaping Observer) -> Subscription {
        let key = nextKey
        nextKey += 1
        observers.append((key: key, observer: observer))
        // Weak: a subscription kept somewhere must not keep the subject alive.
        return Subscription { [weak self] in
            self?.observers.removeAll { $0.key == key }
        }
    }

    /// Forgets every observer.
    func dispose() {
        observers.removeAll()
    }
}

/// What `subscribe` returns: its `dispose()` runs the action it was given, once.
final class Subscription {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        action?()
        action = nil
    }
}
