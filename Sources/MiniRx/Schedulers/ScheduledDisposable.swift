/// A disposable whose disposal runs on a scheduler: disposing it schedules the inner
/// disposable's `dispose` there. `subscribe(on:)` uses it so that unsubscribing happens on the
/// same scheduler as subscribing.
public final class ScheduledDisposable: Cancelable {
    public let scheduler: ImmediateSchedulerType
    private var disposable: Disposable?
    public private(set) var isDisposed = false

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        Resources.incrementTotal()
    }

    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard !isDisposed else { return }
        isDisposed = true
        let inner = disposable
        disposable = nil
        inner?.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}
