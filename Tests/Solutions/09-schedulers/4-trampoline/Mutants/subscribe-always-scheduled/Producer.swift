// Mutant: subscribe always goes through the trampoline, so a subscribe made inside running work waits (breaks: a subscribe made inside it runs at once)
// Stage 4.3 writes this file; stage 9.4 puts `subscribe` on the trampoline. The base of every
// operator: `subscribe` makes a SinkDisposer, lets the subclass's `run` make the sink and
// subscribe it, then hands both to the disposer.

/// An observable whose subscription is a sink made by `run`; subclasses override `run`.
open class Producer<Element>: Observable<Element> {
    public override init() {
        super.init()
    }

    /// Makes the disposer first (`run` gets it as `cancel`, so the sink can end its own
    /// subscription), runs, then gives the disposer the sink and the subscription to dispose.
    /// An outermost subscribe does this as the trampoline's first piece of work, so what the
    /// subscription schedules on it runs before `subscribe` returns.
    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            let disposer = SinkDisposer()
            let sinkAndSubscription = self.run(observer, cancel: disposer)
            disposer.setSinkAndSubscription(
                sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
            return disposer
        }
    }

    /// Abstract: makes the sink for `observer` and subscribes it to whatever it listens to.
    open func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        rxAbstractMethod("Producer.run")
    }
}
