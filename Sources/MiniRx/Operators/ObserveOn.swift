extension ObservableType {
    /// Delivers events to the observer through `scheduler`: only the observer's side moves,
    /// subscribing still happens where `subscribe` was called (see `subscribe(on:)`).
    ///
    /// On `MainScheduler` each event is handed to `schedule` on its own (RxSwift's path for
    /// serial dispatch queues): it runs at once when the main loop has nothing queued. On any
    /// other scheduler, events wait in a queue that one recursive step at a time drains.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let mainScheduler = scheduler as? MainScheduler {
            return ObserveOnMainScheduler(source: asObservable(), scheduler: mainScheduler)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// Queues events and drains them on the scheduler, one scheduled step per event.
final private class ObserveOnSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let observer: Observer
    private let cancel: Cancelable
    // Is a drain scheduled or running? Then new events only join the queue.
    private var isRunning = false
    private var queue = Queue<Event<Element>>()
    private let scheduleDisposable = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()
    }

    override func onCore(_ event: Event<Element>) {
        queue.enqueue(event)
        if isRunning { return }
        isRunning = true
        scheduleDisposable.disposable = scheduler.scheduleRecursive(()) { _, recurse in
            self.drainOne(recurse)
        }
    }

    private func drainOne(_ recurse: (()) -> Void) {
        guard let event = queue.dequeue() else {
            isRunning = false
            return
        }
        if cancel.isDisposed { return }
        observer.on(event)
        if event.isStopEvent { dispose() }
        if queue.isEmpty {
            isRunning = false
        } else {
            recurse(())
        }
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
        scheduleDisposable.dispose()
    }
}

final private class ObserveOn<Element>: Producer<Element> {
    private let scheduler: ImmediateSchedulerType
    private let source: Observable<Element>

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

/// Hands each event to the main scheduler separately. Named for what it serves here: RxSwift's
/// counterpart serves any scheduler on a serial dispatch queue and is named after them (chapter
/// 9 gives its name); MiniRx has no dispatch queues, and the main scheduler is its only one.
final private class ObserveOnMainSchedulerSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    private let scheduler: MainScheduler
    private let observer: Observer
    private let cancel: Cancelable

    init(scheduler: MainScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()
    }

    override func onCore(_ event: Event<Element>) {
        _ = scheduler.schedule((self, event)) { sink, event in
            // An event queued before the subscription ended is dropped.
            guard !sink.cancel.isDisposed else { return Disposables.create() }
            sink.observer.on(event)
            if event.isStopEvent { sink.dispose() }
            return Disposables.create()
        }
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
    }
}

final private class ObserveOnMainScheduler<Element>: Producer<Element> {
    private let scheduler: MainScheduler
    private let source: Observable<Element>

    init(source: Observable<Element>, scheduler: MainScheduler) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObserveOnMainSchedulerSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
