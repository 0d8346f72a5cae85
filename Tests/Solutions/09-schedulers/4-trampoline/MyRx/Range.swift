// Stage 7.10 writes this file; stage 9.4 sends the elements on a scheduler, the trampoline by
// default, one element per step. `range`: a Producer and a Sink that send `count` integers from
// `start`, in order, then completed.

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, in order, then completes, one element per step
    /// on `scheduler`. A negative `count`, or one that would go past `Element`'s largest value,
    /// is a programming error.
    ///
    ///     Observable.range(start: 1, count: 3)   // 1, 2, 3, completed
    public static func range(
        start: Element, count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RangeProducer<Element>(start: start, count: count, scheduler: scheduler)
    }
}

final private class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    fileprivate let start: Element
    fileprivate let count: Element
    fileprivate let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        // Checked when the observable is made, as RxSwift does, not when it is subscribed.
        precondition(count >= 0, "range: count can't be negative")
        precondition(count == 0 || start &+ (count - 1) >= start, "range: overflow of count")
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = RangeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

final private class RangeSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: RxAbstractInteger {
    typealias Parent = RangeProducer<Observer.Element>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Each step sends `start + offset` and schedules the next with `offset + 1`, until `count`:
    /// then completed, and the subscription ends. The offset never passes `count`, so the last
    /// element may be `Element`'s largest value.
    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(0 as Observer.Element) { offset, recurse in
            if offset < self.parent.count {
                self.forwardOn(.next(self.parent.start + offset))
                recurse(offset + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}
