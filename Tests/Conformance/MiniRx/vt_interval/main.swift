// Case vt_interval (uses RxTest's TestScheduler as a virtual clock): Observable.interval
// emits 0, 1, 2, ... every period starting one period after subscription; take(n)
// completes; disposal stops the timer.
import MiniRx
import MiniRxTest

let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
var subscription: Disposable?

scheduler.scheduleAt(5) {
    print("t=\(scheduler.clock): subscribe")
    subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        .subscribe(
            onNext: { print("t=\(scheduler.clock): onNext \($0)") },
            onDisposed: { print("t=\(scheduler.clock): onDisposed") }
        )
}
scheduler.scheduleAt(40) {
    print("t=\(scheduler.clock): dispose")
    subscription?.dispose()
}
scheduler.start()
print("end clock \(scheduler.clock)")

print("-- take(3)")
let s2 = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
_ = Observable<Int>.interval(.seconds(3), scheduler: s2)
    .take(3)
    .subscribe(
        onNext: { print("t=\(s2.clock): onNext \($0)") },
        onCompleted: { print("t=\(s2.clock): onCompleted") }
    )
s2.start()
print("end clock \(s2.clock)")
