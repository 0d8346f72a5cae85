// Exercise 6.3, a reference solution.
import MiniRx

/// A subject that replays its last `bufferSize` elements, and then its stop event if it has
/// ended, to each new subscriber; after that the subscriber receives live events.
final class ReplayLast<Element>: ObservableType, ObserverType {
    private let bufferSize: Int
    /// Sends the live events to the current subscribers.
    private let live = PublishSubject<Element>()
    private var buffer: [Element] = []
    private var stopEvent: Event<Element>?

    init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    func on(_ event: Event<Element>) {
        if stopEvent != nil { return }
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count > bufferSize {
                buffer.removeFirst(buffer.count - bufferSize)
            }
        case .error, .completed:
            stopEvent = event
        }
        live.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        for element in buffer {
            observer.on(.next(element))
        }
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        return live.subscribe(observer)
    }
}
