// Case vt_ignore_elements_dispose_order: when the source completes, ignoreElements() disposes its
// subscription to the source before it passes `completed` on (RxSwift builds it from flatMap,
// whose sink stops, disposes the source, then completes).
import MiniRx
import MiniRxTest

let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([.next(310, 1), .completed(320)])
scheduler.scheduleAt(300) {
    _ = xs.asObservable()
        .do(onDispose: { print("\(scheduler.clock) xs disposed") })
        .ignoreElements()
        .subscribe(onCompleted: { print("\(scheduler.clock) completed") })
}
scheduler.start()
