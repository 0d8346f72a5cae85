extension ObservableType {
    /// Splits the elements into windows: each window is an `Observable` of its own, sent as an
    /// element, that completes when it holds `count` elements or when `timeSpan` has passed
    /// since it opened, whichever comes first; the next window opens at once. The first window
    /// is sent at subscription. A window is live (like a `PublishSubject`): subscribe to it when
    /// it arrives, or miss what it sends before.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final private class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == Observable<Element> {
    private let parent: WindowTimeCount<Element>
    private var subject = PublishSubject<Element>()
    private var count = 0
    // Which window is open; a timer started for an earlier one does nothing.
    private var windowID = 0
    private let timer = SerialDisposable()
    // The timer and the source subscription live until the result is disposed AND every
    // window subscriber has gone: a window may be watched after the result was disposed.
    private let groupDisposable = CompositeDisposable()
    private let refCount: RefCountDisposable

    init(parent: WindowTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        _ = groupDisposable.insert(timer)
        refCount = RefCountDisposable(disposable: groupDisposable)
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        forwardOn(.next(AddRef(source: subject, refCount: refCount)))
        createTimer(windowID)
        _ = groupDisposable.insert(parent.source.subscribe(self))
        return refCount
    }

    private func startNewWindowAndCompleteCurrentOne() {
        subject.on(.completed)
        subject = PublishSubject<Element>()
        forwardOn(.next(AddRef(source: subject, refCount: refCount)))
    }

    func on(_ event: Event<Element>) {
        var newWindowID: Int?
        switch event {
        case .next(let element):
            subject.on(.next(element))
            count += 1
            if count == parent.count {
                count = 0
                windowID += 1
                newWindowID = windowID
                startNewWindowAndCompleteCurrentOne()
            }
        case .error(let error):
            subject.on(.error(error))
            forwardOn(.error(error))
            dispose()
        case .completed:
            subject.on(.completed)
            forwardOn(.completed)
            dispose()
        }
        if let newWindowID { createTimer(newWindowID) }
    }

    private func createTimer(_ windowID: Int) {
        if timer.isDisposed || self.windowID != windowID { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        nextTimer.setDisposable(
            parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { previousID in
                guard previousID == self.windowID else { return Disposables.create() }
                self.count = 0
                self.windowID = self.windowID &+ 1
                let newID = self.windowID
                self.startNewWindowAndCompleteCurrentOne()
                self.createTimer(newID)
                return Disposables.create()
            })
    }
}

final private class WindowTimeCount<Element>: Producer<Observable<Element>> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Observable<Element>
    {
        let sink = WindowTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

/// One window as subscribers see it: the window's subject, holding the shared subscription
/// open while subscribed. (RxSwift's `AddRef`, in `AddRef.swift` there; `window` is its
/// only user in both.)
final private class AddRef<Element>: Producer<Element> {
    private let source: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(source: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.source = source
        self.refCount = refCount
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let release = refCount.retain()
        let sink = AddRefSink(observer: observer, cancel: cancel)
        let subscription = Disposables.create(release, source.subscribe(sink))
        return (sink: sink, subscription: subscription)
    }
}

final private class AddRefSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}
