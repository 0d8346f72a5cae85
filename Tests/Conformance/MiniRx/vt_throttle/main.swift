// Case vt_throttle (uses RxTest's TestScheduler as a virtual clock): throttle with
// latest: true (leading element, then the latest at the end of the window) and
// latest: false (leading element only), and what completion does to a pending element.
import MiniRx
import MiniRxTest

func run(latest: Bool) {
    print("-- throttle(.seconds(10), latest: \(latest))")
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let subject = PublishSubject<Int>()
    _ = subject.throttle(.seconds(10), latest: latest, scheduler: scheduler).subscribe(
        onNext: { print("t=\(scheduler.clock): onNext \($0)") },
        onCompleted: { print("t=\(scheduler.clock): onCompleted") }
    )
    let sends: [(Int, Int)] = [(1, 1), (2, 2), (5, 3), (15, 4), (25, 5), (26, 6), (28, 7), (40, 8), (41, 9)]
    for (time, value) in sends {
        scheduler.scheduleAt(time) { subject.onNext(value) }
    }
    scheduler.scheduleAt(45) { print("t=45 complete"); subject.onCompleted() }
    scheduler.start()
    print("end clock \(scheduler.clock)")
}

run(latest: true)
run(latest: false)
