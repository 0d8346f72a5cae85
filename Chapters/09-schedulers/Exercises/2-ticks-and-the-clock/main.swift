// Exercise 9.2: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx
import MiniRxTest

/// A virtual clock in whole ticks, one tick a second; it moves only when the program says so.
let scheduler = TestScheduler(initialClock: 0)

/// The scheduler's clock.
@MainActor func stamp() -> String {
    "[t=\(scheduler.clock)]"
}

do {
    print("-- interval(10s), and work each tick schedules for 10s later")
    let ticks = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        .subscribe(onNext: { tick in
            print("\(stamp()) tick \(tick)")
            _ = scheduler.scheduleRelative(tick, dueTime: .seconds(10)) { tick in
                print("\(stamp()) work scheduled by tick \(tick)")
                return Disposables.create()
            }
        })
    scheduler.advanceTo(25)
    print("\(stamp()) advanced to 25")
    ticks.dispose()
    print("\(stamp()) ticks disposed")
    scheduler.start()
    print("\(stamp()) start() ran everything left")

    print("-- timer(5s), disposed after 3s")
    let timer = Observable<Int>.timer(.seconds(5), scheduler: scheduler)
        .subscribe(
            onNext: { print("\(stamp()) timer \($0)") },
            onDisposed: { print("\(stamp()) timer disposed") })
    scheduler.advanceTo(scheduler.clock + 3)
    timer.dispose()
    scheduler.advanceTo(scheduler.clock + 4)
    print("\(stamp()) advanced by 4 more")
}
print("live MiniRx objects: \(Resources.total)")
