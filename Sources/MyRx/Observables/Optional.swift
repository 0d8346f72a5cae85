// Stage 7.10 writes this file. `from(optional:)`: an observable of zero or one element. Without a
// scheduler it sends straight from `subscribe`; with one, the element and completed are two
// pieces of that scheduler's work.

extension ObservableType {
    /// The element `optional` holds, then completed; for nil, only completed. Sent during
    /// `subscribe`, on no scheduler.
    ///
    ///     Observable.from(optional: 7)   // 7, completed
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(optional: optional)
    }

    /// The element `optional` holds, then completed, each in a piece of `scheduler`'s work of its
    /// own; for nil, completed in the first.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
        -> Observable<Element>
    {
        ObservableOptionalScheduled(optional: optional, scheduler: scheduler)
    }
}

final private class ObservableOptionalScheduledSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element
    typealias Parent = ObservableOptionalScheduled<Element>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Schedules the first piece of work and returns what cancels it: it sends the element and
    /// schedules completed as a second piece, whose disposable it returns, so that disposing the
    /// subscription cancels whichever piece still waits.
    func run() -> Disposable {
        // TODO(7.10): the first piece of work on `parent.scheduler`; with an element, completed
        // is a second piece. What must `run` return so that disposing cancels what still waits?
        Disposables.create()
    }
}

final private class ObservableOptionalScheduled<Element>: Producer<Element> {
    fileprivate let optional: Element?
    fileprivate let scheduler: ImmediateSchedulerType

    init(optional: Element?, scheduler: ImmediateSchedulerType) {
        self.optional = optional
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObservableOptionalScheduledSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

/// Sends in `subscribe` itself, as `just` does: no sink, nothing to cancel.
final private class ObservableOptional<Element>: Producer<Element> {
    private let optional: Element?

    init(optional: Element?) {
        self.optional = optional
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(7.10): what does the observer get, for an element and for nil?
        return Disposables.create()
    }
}
