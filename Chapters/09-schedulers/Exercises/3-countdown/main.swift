// Exercise 9.3: the check program. Don't edit it: edit Countdown.swift. Its output must be
// exactly expected.txt.
import MiniRx
import MiniRxTest

let loop = MainScheduler.instance

/// The main loop's clock, in whole seconds.
@MainActor func stamp() -> String {
    "[t=\(Int(loop.elapsed))s]"
}

do {
    print("-- countdown from 3, every 2s")
    _ = Observable<Int>.countdown(from: 3, every: .seconds(2), scheduler: loop)
        .subscribe(onNext: { print("\(stamp()) \($0)") }, onCompleted: { print("\(stamp()) liftoff") })
    print("\(stamp()) subscribed; nothing is sent yet")
    loop.runUntilIdle()
    print("\(stamp()) the loop is idle")

    print("-- two countdowns at once, each with its own timers")
    _ = Observable<Int>.countdown(from: 2, every: .seconds(3), scheduler: loop)
        .subscribe(onNext: { print("\(stamp()) a \($0)") }, onCompleted: { print("\(stamp()) a completed") })
    _ = Observable<Int>.countdown(from: 2, every: .seconds(2), scheduler: loop)
        .subscribe(onNext: { print("\(stamp()) b \($0)") }, onCompleted: { print("\(stamp()) b completed") })
    loop.runUntilIdle()

    print("-- disposed halfway")
    let subscription = Observable<Int>.countdown(from: 5, every: .seconds(1), scheduler: loop)
        .subscribe(onNext: { print("\(stamp()) c \($0)") }, onDisposed: { print("\(stamp()) c disposed") })
    loop.advance(by: .seconds(2))
    subscription.dispose()
    print("work left on the loop: \(loop.hasPendingWork)")
    loop.advance(by: .seconds(10))
    print("\(stamp()) ten quiet seconds later")

    print("-- the same countdown on a TestScheduler's clock, in ticks")
    let scheduler = TestScheduler(initialClock: 0)
    _ = Observable<Int>.countdown(from: 2, every: .seconds(5), scheduler: scheduler)
        .subscribe(
            onNext: { print("[tick \(scheduler.clock)] \($0)") },
            onCompleted: { print("[tick \(scheduler.clock)] completed") })
    scheduler.start()
}
print("live MiniRx objects: \(Resources.total)")
