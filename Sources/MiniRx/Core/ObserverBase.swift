/// An observer that enforces the grammar: after the first `error` or `completed` it drops
/// everything, including a second stop event. Subclasses implement `onCore`, which therefore
/// never sees an event after a stop.
class ObserverBase<Element>: Disposable, ObserverType {
    private var isStopped = false

    init() {
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
        switch event {
        case .next:
            if !isStopped {
                onCore(event)
            }
        case .error, .completed:
            if !isStopped {
                isStopped = true
                onCore(event)
            }
        }
    }

    /// What the subclass does with an event that passed the stop rule.
    func onCore(_ event: Event<Element>) {
        rxAbstractMethod("ObserverBase.onCore")
    }

    /// Stops the observer without delivering anything: later events are dropped.
    func dispose() {
        isStopped = true
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// An observer made from a closure, guarded by `ObserverBase`'s stop rule. It is the observer
/// `subscribe(_:)` and `subscribe(onNext:onError:onCompleted:onDisposed:)` build.
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
