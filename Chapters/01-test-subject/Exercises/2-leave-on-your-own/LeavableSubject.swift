// Exercise 1.2: make `Subscription.dispose()` remove one observer. Edit this file only.
import Ch01TestSubject

/// Chapter 1's TestSubject, except that `subscribe` returns a `Subscription` whose `dispose()`
/// removes that one observer.
final class LeavableSubject<Element> {
    typealias Observer = (TestEvent<Element>) -> Void

    private var observers: [Observer] = []

    /// How many observers are subscribed now.
    var observerCount: Int { observers.count }

    /// Every observer receives the event, in subscription order.
    func on(_ event: TestEvent<Element>) {
        for observer in observers {
            observer(event)
        }
    }

    /// Adds an observer. Disposing the returned subscription removes it, and only it.
    func subscribe(_ observer: @escaping Observer) -> Subscription {
        observers.append(observer)
        // TODO: the subscription must know which observer to remove, and remove it.
        return Subscription {}
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
