// Exercise 9.3, a reference solution.
import MiniRx

extension Observable where Element == Int {
    /// Sends `start`, `start - 1`, … down to 0, one `period` apart, the first one `period`
    /// after subscribing, then completes. Disposing it stops it: no timer is left waiting.
    static func countdown(from start: Int, every period: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Int>
    {
        Observable.create { observer in
            // The one timer waiting now; each step replaces the one before.
            let waiting = SerialDisposable()
            func step(_ count: Int) {
                waiting.disposable = scheduler.scheduleRelative(count, dueTime: period) { count in
                    observer.onNext(count)
                    if count == 0 {
                        observer.onCompleted()
                    } else {
                        step(count - 1)
                    }
                    return Disposables.create()
                }
            }
            step(start)
            return waiting
        }
    }
}
