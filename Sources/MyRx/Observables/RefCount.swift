// RxSwift keeps RefCount in RxSwift/Observables/Multicast.swift: this file sits beside Multicast.swift.
// Stage 8.4 writes this file. refCount(): connects on the first subscriber, disconnects when
// the last one leaves; a stop event ends the connection, so the next subscriber connects anew.

extension ConnectableObservableType {
    /// An observable that connects the source when its first subscriber arrives and
    /// disconnects when its last subscriber leaves. A later subscriber connects again.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

/// The per-subscriber half: joins the connectable, and counts itself in and out.
final private class RefCountSink<ConnectableSource: ConnectableObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where ConnectableSource.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias Parent = RefCount<ConnectableSource>

    private let parent: Parent
    /// Which connection this subscriber belongs to.
    private var connectionIdSnapshot: Int64 = -1

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Joins the connectable and, if this is the first subscriber, connects it. Returns what
    /// leaving does: leave the connectable, and disconnect if this was the last subscriber.
    func run() -> Disposable {
        // TODO(8.4)
        Disposables.create()
    }

    func on(_ event: Event<Element>) {
        // TODO(8.4): pass the events on. A stop event ends the connection: the next subscriber
        // must connect again, and this connection's subscribers must not touch the new count.
    }
}

/// The shared half: one per `refCount()`, where every subscriber's sink finds the count and
/// the connection.
final private class RefCount<ConnectableSource: ConnectableObservableType>:
    Producer<ConnectableSource.Element>
{
    fileprivate var count = 0
    fileprivate var connectionId: Int64 = 0
    fileprivate var connectableSubscription: Disposable?
    fileprivate let source: ConnectableSource

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
