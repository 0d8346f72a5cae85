// Exercise 8.4, a reference solution.
import MiniRx

extension ConnectableObservableType {
    /// Your `refCount()`: an observable that connects `self` when its first subscriber arrives
    /// and disconnects when its last subscriber leaves. A later subscriber connects again.
    func connectWhileSubscribed() -> Observable<Element> {
        RefCount(source: self)
    }
}

/// The shared half: one per `connectWhileSubscribed()`, so the count of subscribers and the
/// connection live here, where every subscriber's sink can reach them.
final private class RefCount<ConnectableSource: ConnectableObservableType>:
    Producer<ConnectableSource.Element>
{
    let source: ConnectableSource
    /// How many subscribers the current connection has.
    var count = 0
    /// Which connection is current. A stop event ends it and starts counting anew: the sinks
    /// of the finished connection must then leave the new count alone.
    var connectionId = 0
    /// What `connect()` returned; disposing it disconnects.
    var connection: Disposable?

    init(source: ConnectableSource) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ConnectableSource.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

/// The per-subscriber half: joins the connectable, and counts itself in and out.
final private class RefCountSink<ConnectableSource: ConnectableObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where ConnectableSource.Element == Observer.Element {
    typealias Element = Observer.Element

    private let parent: RefCount<ConnectableSource>
    /// The connection this subscriber was counted in.
    private var connectionId = -1

    init(parent: RefCount<ConnectableSource>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes this sink to the connectable, and connects it if this is the first
    /// subscriber. Returns what disposing the subscription must do: leave the connectable, and
    /// disconnect if this was the last subscriber.
    func run() -> Disposable {
        // Join first: a source that sends as soon as it is connected must find us listening.
        let subscription = parent.source.subscribe(self)
        connectionId = parent.connectionId
        // Finished while joining (a subject that had already ended): nothing to connect for.
        if isDisposed { return subscription }

        parent.count += 1
        if parent.count == 1 {
            parent.connection = parent.source.connect()
        }
        // `Disposables.create` runs its action once, however often it is disposed.
        return Disposables.create {
            subscription.dispose()
            guard self.parent.connectionId == self.connectionId else { return }
            self.parent.count -= 1
            if self.parent.count == 0 {
                self.parent.connection?.dispose()
                self.parent.connection = nil
            }
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            // The connection is over. Forget it before anyone hears the stop event, so that a
            // subscriber who subscribes again in reaction connects anew.
            if parent.connectionId == connectionId {
                let connection = parent.connection
                parent.count = 0
                parent.connectionId += 1
                parent.connection = nil
                connection?.dispose()
            }
            forwardOn(event)
            dispose()
        }
    }
}
