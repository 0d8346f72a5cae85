// multicast and its specialisations publish, replay and replayAll: a source whose events go
// into a subject, which fans them out to every subscriber. Subscribing only joins the subject;
// `connect()` is what subscribes the subject to the source.

extension ObservableType {
    /// A connectable observable that sends the source's events through `subject`. The same
    /// subject is used for every connection, so what it remembers (a replay buffer, a stop
    /// event) outlives a disconnect.
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

    /// For each subscriber: makes a subject, lets `selector` build an observable from the
    /// subject's side (it may subscribe to it several times), subscribes to that, then
    /// connects the source to the subject.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }

    /// A connectable observable sharing one subscription through a `PublishSubject`:
    /// subscribers receive only what the source sends while they are subscribed.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// A connectable observable sharing one subscription through a `ReplaySubject` that replays
    /// up to `bufferSize` elements to late subscribers.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// Like `replay(_:)`, replaying every element.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// One connection of a connectable observable to its source: passes the source's events into
/// the subject, and ends the connection on a stop event or on dispose.
final private class Connection<Subject: SubjectType>: ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    // Set to nil on dispose: that breaks the cycle between the connection and its parent.
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
        // reacts by subscribing again finds no connection and can start a new one.
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
        // Connecting twice returns the live connection: there is only one at a time.
        if let connection { return connection }
        let sourceSubscription = SingleAssignmentDisposable()
        let connection = Connection(parent: self, subjectObserver: lazySubject.asObserver(),
                                    subscription: sourceSubscription)
        self.connection = connection
        sourceSubscription.setDisposable(source.subscribe(connection))
        return connection
    }

    /// The subject of the current connection, made on first use.
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

final private class MulticastSink<Subject: SubjectType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
{
    typealias Element = Observer.Element
    private let parent: Multicast<Subject, Observer.Element>

    init(parent: Multicast<Subject, Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        do {
            let subject = try parent.subjectSelector()
            let connectable = ConnectableObservableAdapter(source: parent.source,
                                                           makeSubject: { subject })
            let observable = try parent.selector(connectable)
            // Subscribe first, connect second: nothing the source sends is missed.
            let subscription = observable.subscribe(self)
            let connection = connectable.connect()
            return Disposables.create(subscription, connection)
        } catch {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

final private class Multicast<Subject: SubjectType, Result>: Producer<Result> {
    typealias SubjectSelector = () throws -> Subject
    typealias Selector = (Observable<Subject.Element>) throws -> Observable<Result>

    let source: Observable<Subject.Observer.Element>
    let subjectSelector: SubjectSelector
    let selector: Selector

    init(source: Observable<Subject.Observer.Element>,
         subjectSelector: @escaping SubjectSelector, selector: @escaping Selector) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = MulticastSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
