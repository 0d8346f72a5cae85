// Stages 8.4, 8.5 and 8.6 write this file. multicast, publish (8.4), replay (8.5) and replayAll
// (8.6): the source's events go into a subject that fans them out; subscribing joins the
// subject, `connect()` subscribes the subject to the source.

extension ObservableType {
    /// A connectable observable that sends the source's events through `subject`, the same one
    /// for every connection: what it remembers (a stop event) outlives a disconnect.
    public func multicast<Subject: SubjectType>(_ subject: Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable observable that sends the source's events through a subject made by
    /// `makeSubject`: a fresh one for each connection, dropped when the connection ends.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// A connectable observable sharing one subscription through a fresh `PublishSubject` per
    /// connection.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// A connectable observable sharing one subscription through a fresh
    /// `ReplaySubject.create(bufferSize:)` per connection: a newcomer is replayed the latest
    /// `bufferSize` elements of the open connection.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable observable sharing one subscription through a fresh
    /// `ReplaySubject.createUnbounded()` per connection: a newcomer is replayed every element of
    /// the open connection.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// One connection: passes the source's events into the subject, and ends on a stop event or on
/// dispose, dropping its parent's subject.
final private class Connection<Subject: SubjectType>: ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    // nil once disposed: that breaks the cycle between the connection and its parent.
    private var parent: ConnectableObservableAdapter<Subject>?
    private var subscription: Disposable?
    private let subjectObserver: Subject.Observer
    private var disposed = false

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer,
         subscription: Disposable) {
        self.parent = parent
        self.subjectObserver = subjectObserver
        self.subscription = subscription
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        if disposed { return }
        // The connection ends before the subject hears the stop event, so a subscriber that
        // subscribes again in reaction finds no connection and can start a new one.
        if event.isStopEvent { dispose() }
        subjectObserver.on(event)
    }

    func dispose() {
        disposed = true
        guard let parent else { return }
        if parent.connection === self {
            parent.connection = nil
            parent.subject = nil
        }
        self.parent = nil
        subscription?.dispose()
        subscription = nil
    }

    deinit {
        Resources.decrementTotal()
    }
}

final private class ConnectableObservableAdapter<Subject: SubjectType>:
    ConnectableObservable<Subject.Element>
{
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    fileprivate var subject: Subject?
    fileprivate var connection: Connection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    override func connect() -> Disposable {
        // One connection at a time: connecting again returns the open one.
        if let connection { return connection }
        let sourceSubscription = SingleAssignmentDisposable()
        let connection = Connection(parent: self, subjectObserver: lazySubject.asObserver(),
                                    subscription: sourceSubscription)
        self.connection = connection
        sourceSubscription.setDisposable(source.subscribe(connection))
        return connection
    }

    /// The current connection's subject, made on first use.
    private var lazySubject: Subject {
        if let subject { return subject }
        let subject = makeSubject()
        self.subject = subject
        return subject
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Subject.Element {
        lazySubject.subscribe(observer)
    }
}
