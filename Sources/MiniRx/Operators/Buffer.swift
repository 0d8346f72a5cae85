extension ObservableType {
    /// Collects elements into arrays, sending one when it holds `count` elements or when
    /// `timeSpan` has passed since the current array was started, whichever comes first (like a
    /// ferry that leaves when full or on schedule). A timer that fires sends even an empty
    /// array; the completion sends what was collected, then completes.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<[Element]>
    {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final private class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == [Element] {
    private let parent: BufferTimeCount<Element>
    private let timer = SerialDisposable()
    private var buffer: [Element] = []
    // Which buffer is open; a timer started for an earlier one does nothing.
    private var windowID = 0

    init(parent: BufferTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        createTimer(windowID)
        return Disposables.create(timer, parent.source.subscribe(self))
    }

    private func startNewWindowAndSendCurrentOne() {
        windowID = windowID &+ 1
        let newID = windowID
        let full = buffer
        buffer = []
        forwardOn(.next(full))
        createTimer(newID)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == parent.count {
                startNewWindowAndSendCurrentOne()
            }
        case .error(let error):
            buffer = []
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(buffer))
            forwardOn(.completed)
            dispose()
        }
    }

    private func createTimer(_ windowID: Int) {
        if timer.isDisposed || self.windowID != windowID { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        nextTimer.setDisposable(
            parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { previousID in
                if previousID == self.windowID {
                    self.startNewWindowAndSendCurrentOne()
                }
                return Disposables.create()
            })
    }
}

final private class BufferTimeCount<Element>: Producer<[Element]> {
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
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == [Element]
    {
        let sink = BufferTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
