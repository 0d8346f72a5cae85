// Stage 9.6 writes this file. A disposable whose disposal runs on a scheduler: subscribe(on:)
// wraps the source's subscription in it, so that unsubscribing moves where subscribing did.

/// Wraps a disposable and disposes it on `scheduler`: `dispose()` hands that work to the
/// scheduler, and the wrapped disposable is disposed when the work runs, once.
public final class ScheduledDisposable: Cancelable {
    /// Where the wrapped disposable is disposed.
    public let scheduler: ImmediateSchedulerType
    private var disposable: Disposable?
    private var disposed = false

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        Resources.incrementTotal()
    }

    /// True once the wrapped disposable was disposed: when the scheduler ran that work, not
    /// when `dispose()` was called.
    public var isDisposed: Bool { disposed }

    /// Schedules the disposal of the wrapped disposable on `scheduler`.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    /// The scheduled work: disposes the wrapped disposable, the first time only.
    func disposeInner() {
        guard !disposed else { return }
        disposed = true
        let inner = disposable
        disposable = nil
        inner?.dispose()
    }

    deinit {
        Resources.decrementTotal()
    }
}
