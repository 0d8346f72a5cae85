// Exercise 8.4: build refCount() as a Producer and a Sink. Edit this file only.
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
    // TODO: what every subscriber shares: how many are subscribed now, and the connection
    // (what `source.connect()` returned) to dispose when the last one leaves.

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

    init(parent: RefCount<ConnectableSource>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes this sink to the connectable, and connects it if this is the first
    /// subscriber. Returns what disposing the subscription must do: leave the connectable, and
    /// disconnect if this was the last subscriber.
    func run() -> Disposable {
        // TODO
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO: pass the events on. A stop event ends the connection: the next subscriber must
        // connect again.
    }
}
