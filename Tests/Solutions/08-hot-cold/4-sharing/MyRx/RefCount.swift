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

final private class RefCountSink<ConnectableSource: ConnectableObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where ConnectableSource.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias Parent = RefCount<ConnectableSource>

    private let parent: Parent
    /// Which connection this subscriber belongs to; a stop event starts a new one, and the
    /// subscribers of the old one must then not touch the count.
    private var connectionIdSnapshot: Int64 = -1

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // Join the subject first, then connect if this is the first subscriber.
        let subscription = parent.source.subscribe(self)
        connectionIdSnapshot = parent.connectionId

        // Already finished while joining (e.g. a subject that had completed): do not connect.
        if isDisposed { return Disposables.create() }

        if parent.count == 0 {
            parent.count = 1
            parent.connectableSubscription = parent.source.connect()
        } else {
            parent.count += 1
        }

        return Disposables.create {
            subscription.dispose()
            if self.parent.connectionId != self.connectionIdSnapshot { return }
            if self.parent.count == 1 {
                // The last subscriber is leaving: disconnect.
                self.parent.count = 0
                guard let connectableSubscription = self.parent.connectableSubscription else {
                    return
                }
                connectableSubscription.dispose()
                self.parent.connectableSubscription = nil
            } else if self.parent.count > 1 {
                self.parent.count -= 1
            } else {
                fatalError("RefCount: a subscriber left a connection that had none.")
            }
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            // The source ended: forget this connection, so the next subscriber starts anew.
            if parent.connectionId == connectionIdSnapshot {
                let connection = parent.connectableSubscription
                parent.count = 0
                parent.connectionId = parent.connectionId &+ 1
                parent.connectableSubscription = nil
                connection?.dispose()
            }
            forwardOn(event)
            dispose()
        }
    }
}

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
