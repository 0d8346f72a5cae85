/// The observable behind almost every operator. It does the part of `subscribe` that is the
/// same for all of them, and leaves the rest to `run`:
///
/// 1. make a `SinkDisposer`, the disposable the caller gets back;
/// 2. call `run(observer, cancel: disposer)`, where the subclass makes its sink and starts it;
/// 3. hand the sink and the subscription `run` returned to the disposer.
///
/// The outermost `subscribe` does this inside the CurrentThreadScheduler trampoline. A subscribe
/// made while the trampoline runs happens at once, but work *scheduled* meanwhile (each step of
/// `of(1, 2, 3)`, say) waits in its queue until the current step returns. That queue is what
/// gives RxSwift's ordering, such as `flatMap` over `of` sources taking turns.
open class Producer<Element>: Observable<Element> {
    public override init() {
        super.init()
    }

    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        // Nothing runs on the trampoline yet: this subscription starts it, and runs first.
        return CurrentThreadScheduler.runTrampoline { subscribeNow(observer) }
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        Trace.nest("Producer.subscribe: \(Trace.name(of: self)) → \(Trace.name(of: disposer))") {
            let sinkAndSubscription = run(observer, cancel: disposer)
            disposer.setSinkAndSubscription(
                sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
        }
        return disposer
    }

    /// Makes the sink for one subscription and starts it. Returns the sink and the subscription
    /// it made upstream; the disposer disposes both when the subscription ends.
    open func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        rxAbstractMethod("Producer.run")
    }
}
