/// An observer that enforces the grammar: after the first `error` or `completed` it drops
/// everything. Subclasses implement `onCore`.
class ObserverBase<Element>: Disposable, ObserverType {
    private var isStopped = false

    init() {
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !isStopped { onCore(event) }
        case .error, .completed:
            if !isStopped {
                isStopped = true
                onCore(event)
            }
        }
    }

    func onCore(_ event: Event<Element>) {
        fatalError("ObserverBase.onCore is abstract: a subclass must override it.")
    }

    func dispose() {
        isStopped = true
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// The observer behind `subscribe(_:)`: one closure for every event, guarded by `ObserverBase`'s
/// stop rule.
final class AnonymousObserver<Element>: ObserverBase<Element> {
    typealias EventHandler = (Event<Element>) -> Void
    private let eventHandler: EventHandler

    init(_ eventHandler: @escaping EventHandler) {
        self.eventHandler = eventHandler
        super.init()
    }

    override func onCore(_ event: Event<Element>) {
        eventHandler(event)
    }
}
