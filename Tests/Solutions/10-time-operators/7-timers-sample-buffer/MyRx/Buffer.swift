// Stage 10.7 writes this file. buffer: elements gathered into arrays, each sent when it is full
// or its time is up, whichever comes first.

import Foundation

extension ObservableType {
    /// Gathers elements into arrays: an array goes out when it holds `count` elements or
    /// `timeSpan` after it was opened, whichever comes first (a ferry leaves when it is full or
    /// at its time), and the next one opens. A timer sends even an empty array; the completion
    /// sends what was gathered, then completes.
    ///
    ///     source:   -1-2-3-----4-----|      (timeSpan 6, count 3)
    ///     result:   -----a-----b-----c|     (a: [1, 2, 3], b: [4], c: [])
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<[Element]>
    {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

/// The per-subscriber half: the array being filled, which window it is, and its timer.
final private class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [Element] {
    private let parent: BufferTimeCount<Element>
    private let timerD = SerialDisposable()
    private var buffer: [Element] = []
    /// Which window is open: a timer set for an earlier window does nothing.
    private var windowID = 0

    init(parent: BufferTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts the first window's timer, then subscribes to the source.
    func run() -> Disposable {
        createTimer(windowID)
        return Disposables.create(timerD, parent.source.subscribe(self))
    }

    private func startNewWindowAndSendCurrentOne() {
        windowID = windowID &+ 1
        let windowID = windowID
        // The next window opens before this one goes out: an element sent in meanwhile joins it.
        let buffer = buffer
        self.buffer = []
        forwardOn(.next(buffer))
        createTimer(windowID)
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
        if timerD.isDisposed { return }
        // A later window opened while this one's array went out: it has its timer already.
        if self.windowID != windowID { return }
        let nextTimer = SingleAssignmentDisposable()
        timerD.disposable = nextTimer
        nextTimer.setDisposable(parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { previousWindowID in
            if previousWindowID == self.windowID {
                self.startNewWindowAndSendCurrentOne()
            }
            return Disposables.create()
        })
    }
}

/// The shared half: the source, the time span, the count and the scheduler.
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
