/// The integer types `range`, `interval` and `timer` produce: RxSwift's name for
/// `FixedWidthInteger`.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, then `completed`, one step per element on
    /// `scheduler`. A negative `count`, or one that would overflow `Element`, is a programming
    /// error.
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
        // Checked when the observable is made, as in RxSwift, not when it is subscribed.
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

    func run() -> Disposable {
        // The state is the offset from `start`: one element per step until `count`.
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
