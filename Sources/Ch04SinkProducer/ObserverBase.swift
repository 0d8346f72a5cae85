/// An observer that enforces the grammar: after the first `error` or `completed` it drops
/// everything, including a second stop event. Subclasses implement `onCore`, which therefore
/// never sees an event after a stop.
///
/// Internal in RxSwift; public here so a chapter program can build observers by hand before
/// `subscribe(onNext:…)` (chapter 4) builds them for it. Not `open`: only this module subclasses it.
public class ObserverBase<Element>: Disposable, ObserverType {
    /// 0 while running, 1 once stopped (by a stop event or by `dispose`).
    private let isStopped = AtomicInt(0)

    init() {
        Resources.incrementTotal()
    }

    public func on(_ event: Event<Element>) {
        Trace.nest("\(Trace.name(of: self)): ObserverBase.on(\(event))") {
            switch event {
            case .next:
                if load(isStopped) == 0 {
                    onCore(event)
                }
            case .error, .completed:
                // `fetchOr` returns the old value: only the first stop event finds 0 and goes on.
                if fetchOr(isStopped, 1) == 0 {
                    onCore(event)
                }
            }
        }
    }

    /// What the subclass does with an event that passed the stop rule.
    func onCore(_ event: Event<Element>) {
        rxAbstractMethod("ObserverBase.onCore")
    }

    /// Stops the observer without delivering anything: later events are dropped.
    public func dispose() {
        fetchOr(isStopped, 1)
    }

    deinit {
        Resources.decrementTotal()
    }
}
