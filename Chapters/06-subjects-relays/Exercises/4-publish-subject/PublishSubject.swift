// Exercise 6.4: build PublishSubject. Edit this file only.
// Your `PublishSubject` and `Bag` take the place of MiniRx's in this exercise's program.
import MiniRx

/// Observers kept in RxSwift's order: the first insert goes into a single slot, the next ones
/// after it in insertion order; whenever the slot is free, the next insert takes it (and is
/// called first). Each insert returns a key that removes that one element again.
struct Bag<Element> {
    struct Key: Equatable {
        fileprivate let rawValue: Int
    }

    /// Adds `element`; the returned key removes it.
    mutating func insert(_ element: Element) -> Key {
        // TODO
        Key(rawValue: 0)
    }

    /// Removes the element inserted under `key`, if it is still there.
    mutating func removeKey(_ key: Key) {
        // TODO
    }

    /// Removes everything.
    mutating func removeAll() {
        // TODO
    }

    /// How many elements the bag holds.
    var count: Int {
        // TODO
        0
    }

    /// Calls `action` with each element, slot first, then the others in insertion order.
    func forEach(_ action: (Element) -> Void) {
        // TODO
    }
}

/// A subject that passes each event on to the observers subscribed when it arrives, and
/// remembers nothing but its stop event.
final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private var observers = Bag<(Event<Element>) -> Void>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// True while at least one observer is subscribed.
    var hasObservers: Bool {
        // TODO
        false
    }

    /// True once `dispose()` was called.
    var isDisposed: Bool { disposed }

    /// Sends `event` to the current observers; after a stop event (or `dispose()`) `next` goes
    /// nowhere, and only the first stop event counts.
    func on(_ event: Event<Element>) {
        // TODO
    }

    /// Adds `observer`, or, if the subject has ended, tells it how at once. Disposing the result
    /// removes this observer only.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO
        Disposables.create()
    }

    /// The subject itself: it is its own observer.
    func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer without telling them, and makes the subject unusable.
    func dispose() {
        // TODO
    }
}
