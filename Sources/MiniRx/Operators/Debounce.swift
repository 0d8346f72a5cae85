extension ObservableType {
    /// Sends an element only once `dueTime` has passed with no newer element: each element
    /// restarts the wait. On completion, a waiting element is sent at once, then `completed`.
    ///
    ///     source:   1-2-3--------4--|   (wait 5)
    ///     result:   ---------3------4|
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final private class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    // Which element the running timer belongs to; a newer element makes older timers stale.
    private var id: UInt64 = 0
    private var value: Element?
    private let cancellable = SerialDisposable()

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            id = id &+ 1
            value = element
            // Replacing the timer cancels the previous one.
            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(
                parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { timerID in
                    self.propagate(timerID)
                })
        case .error:
            value = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let value {
                self.value = nil
                forwardOn(.next(value))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    private func propagate(_ timerID: UInt64) -> Disposable {
        if let value, id == timerID {
            self.value = nil
            forwardOn(.next(value))
        }
        return Disposables.create()
    }
}

final private class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
