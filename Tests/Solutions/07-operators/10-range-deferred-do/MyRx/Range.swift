// Stage 7.10 writes this file. `range`: a Producer and a Sink that send `count` integers from
// `start`, in order, then completed. Here a plain loop sends them all during `subscribe`;
// chapter 9 sends them on the trampoline (RxSwift's `scheduler:` parameter, whose default is
// `CurrentThreadScheduler.instance`), one step at a time, as it does `of`'s.
// TODO(9.4): stage 9.4 changes this file: the `scheduler:` parameter, unused until then, is
// kept by `RangeProducer`, and `run` sends one element per `scheduleRecursive` step on it.

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, in order, then completes. A negative `count`,
    /// or one that would go past `Element`'s largest value, is a programming error.
    ///
    ///     Observable.range(start: 1, count: 3)   // 1, 2, 3, completed
    public static func range(
        start: Element, count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RangeProducer<Element>(start: start, count: count)
    }
}

final private class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    fileprivate let start: Element
    fileprivate let count: Element

    init(start: Element, count: Element) {
        // Checked when the observable is made, as RxSwift does, not when it is subscribed.
        precondition(count >= 0, "range: count can't be negative")
        precondition(count == 0 || start &+ (count - 1) >= start, "range: overflow of count")
        self.start = start
        self.count = count
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

    /// Sends `start`, `start + 1`, … (`count` of them), then completed, and the subscription
    /// ends.
    func run() -> Disposable {
        // A plain loop for now (chapter 9 puts each step on the trampoline). The offset runs
        // from 0 to `count`: `start + count` itself may not fit in `Element`.
        var offset: Observer.Element = 0
        while offset < parent.count {
            forwardOn(.next(parent.start + offset))
            offset += 1
        }
        forwardOn(.completed)
        dispose()
        return Disposables.create()
    }
}
