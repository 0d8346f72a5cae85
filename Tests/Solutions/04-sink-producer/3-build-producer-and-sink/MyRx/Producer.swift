// Stage 4.3 writes this file. The base of every operator: `subscribe` makes a SinkDisposer,
// lets the subclass's `run` make the sink and subscribe it, then hands both to the disposer.
// TODO(9.4): stage 9.4 changes `subscribe`: an outermost subscribe (nothing running on the
// trampoline) does its work as `CurrentThreadScheduler.instance`'s first piece of work.

/// An observable whose subscription is a sink made by `run`; subclasses override `run`.
open class Producer<Element>: Observable<Element> {
    public override init() {
        super.init()
    }

    /// Makes the disposer first (`run` gets it as `cancel`, so the sink can end its own
    /// subscription), runs, then gives the disposer the sink and the subscription to dispose.
    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let sinkAndSubscription = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(
            sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
        return disposer
    }

    /// Abstract: makes the sink for `observer` and subscribes it to whatever it listens to.
    open func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        rxAbstractMethod("Producer.run")
    }
}
