// Exercise 6.3: write ReplayLast. Edit this file only.
import MiniRx

/// A subject that replays its last `bufferSize` elements, and then its stop event if it has
/// ended, to each new subscriber; after that the subscriber receives live events.
final class ReplayLast<Element>: ObservableType, ObserverType {
    private let bufferSize: Int
    /// Sends the live events to the current subscribers.
    private let live = PublishSubject<Element>()

    init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    func on(_ event: Event<Element>) {
        // TODO: remember what a new subscriber must be given.
        live.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO: replay what is remembered first.
        live.subscribe(observer)
    }
}
