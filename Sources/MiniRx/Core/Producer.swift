/// The observable behind almost every operator. `subscribe` creates a `SinkDisposer`, asks the
/// subclass to `run` (which makes the sink and subscribes upstream), and hands both to the
/// disposer. The outermost `subscribe` starts the CurrentThreadScheduler trampoline; a subscribe
/// made while it is running runs at once, but work *scheduled* meanwhile (each step of
/// `of(1, 2, 3)`, say) waits in its queue until the current step returns. That queue is what
/// makes RxSwift's ordering, such as `flatMap` over `of` sources taking turns.
open class Producer<Element>: Observable<Element> {
    public override init() {
        super.init()
        Trace.register(self)
    }

    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        // Nothing is running: this subscription starts the trampoline (what `schedule` would do,
        // without making an escaping closure for work that runs at once).
        return CurrentThreadScheduler.runTrampoline { subscribeNow(observer) }
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = Trace.nest("subscribe \(Trace.name(of: self))") {
            run(observer, cancel: disposer)
        }
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Makes the sink for one subscription and starts it. Returns the sink and the subscription
    /// to upstream, both to be disposed when the subscription ends.
    open func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        fatalError("Producer.run is abstract: a subclass must override it.")
    }

    deinit {
        Trace.unregister(self)
    }
}
