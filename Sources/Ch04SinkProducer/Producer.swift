/// The base class of almost every observable in RxSwift. It does the part of `subscribe` that
/// is the same for all of them, and leaves the rest to `run`:
///
/// 1. make a `SinkDisposer`, the disposable the caller gets back;
/// 2. call `run(observer, cancel: disposer)`, where the subclass makes its sink and starts it;
/// 3. hand the sink and the subscription `run` returned to the disposer.
///
/// (RxSwift runs these steps through its `CurrentThreadScheduler` trampoline when nothing is
/// running on it yet; this chapter leaves the trampoline out. See the chapter notes.)
class Producer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
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
    /// it made (for `create`, the disposable the closure returned); the disposer disposes both
    /// when the subscription ends.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        rxAbstractMethod("Producer.run")
    }
}
