// Exercise 6.4, a reference solution.
import MiniRx

/// Observers kept in RxSwift's order: the first insert goes into a single slot, the next ones
/// after it in insertion order; whenever the slot is free, the next insert takes it (and is
/// called first). Each insert returns a key that removes that one element again.
struct Bag<Element> {
    struct Key: Equatable {
        fileprivate let rawValue: Int
    }

    private var nextKey = 0
    private var slot: (key: Key, element: Element)?
    private var others: [(key: Key, element: Element)] = []

    /// Adds `element`; the returned key removes it.
    mutating func insert(_ element: Element) -> Key {
        let key = Key(rawValue: nextKey)
        nextKey += 1
        if slot == nil {
            slot = (key, element)
        } else {
            others.append((key, element))
        }
        return key
    }

    /// Removes the element inserted under `key`, if it is still there.
    mutating func removeKey(_ key: Key) {
        if slot?.key == key {
            slot = nil
        } else {
            others.removeAll { $0.key == key }
        }
    }

    /// Removes everything.
    mutating func removeAll() {
        slot = nil
        others = []
    }

    /// How many elements the bag holds.
    var count: Int {
        (slot == nil ? 0 : 1) + others.count
    }

    /// Calls `action` with each element, slot first, then the others in insertion order.
    func forEach(_ action: (Element) -> Void) {
        if let slot { action(slot.element) }
        for other in others { action(other.element) }
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
        observers.count > 0
    }

    /// True once `dispose()` was called.
    var isDisposed: Bool { disposed }

    /// Sends `event` to the current observers; after a stop event (or `dispose()`) `next` goes
    /// nowhere, and only the first stop event counts.
    func on(_ event: Event<Element>) {
        // Decide first, on the subject's state; deliver second, to a copy of the bag (a Bag is
        // a value): whatever the observers do meanwhile changes the subject, not this delivery.
        let receivers: Bag<(Event<Element>) -> Void>
        switch event {
        case .next:
            if disposed || stoppedEvent != nil { return }
            receivers = observers
        case .error, .completed:
            if stoppedEvent != nil { return }
            stoppedEvent = event
            receivers = observers
            observers.removeAll()
        }
        receivers.forEach { on in on(event) }
    }

    /// Adds `observer`, or, if the subject has ended, tells it how at once. Disposing the result
    /// removes this observer only.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        // Weakly: a subscription someone forgot must not keep the subject alive.
        return Disposables.create { [weak self] in
            self?.observers.removeKey(key)
        }
    }

    /// The subject itself: it is its own observer.
    func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer without telling them, and makes the subject unusable.
    func dispose() {
        disposed = true
        observers.removeAll()
        stoppedEvent = nil
    }
}
