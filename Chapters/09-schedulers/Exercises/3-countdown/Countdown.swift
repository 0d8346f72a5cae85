// Exercise 9.3: a countdown driven by a scheduler's timers. Edit this file only.
import MiniRx

extension Observable where Element == Int {
    /// Sends `start`, `start - 1`, … down to 0, one `period` apart, the first one `period`
    /// after subscribing, then completes. Disposing it stops it: no timer is left waiting.
    static func countdown(from start: Int, every period: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Int>
    {
        Observable.create { observer in
            // TODO: with `scheduler.scheduleRelative`, send `start` after `period`, then each
            // smaller number one `period` later, then `completed` right after 0. Return a
            // disposable that cancels whichever timer is waiting.
            return Disposables.create()
        }
    }
}
