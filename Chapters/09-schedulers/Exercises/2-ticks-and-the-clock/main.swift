// Exercise 9.2: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

let loop = MainScheduler.instance

/// The main loop's clock, in whole seconds.
@MainActor func stamp() -> String {
    "[t=\(Int(loop.elapsed))s]"
}

do {
    print("-- interval(10s), and work each tick schedules for 10s later")
    let ticks = Observable<Int>.interval(.seconds(10), scheduler: loop)
        .subscribe(onNext: { tick in
            print("\(stamp()) tick \(tick)")
            _ = loop.scheduleRelative(tick, dueTime: .seconds(10)) { tick in
                print("\(stamp()) work scheduled by tick \(tick)")
                return Disposables.create()
            }
        })
    loop.advance(by: .seconds(25))
    print("\(stamp()) advanced by 25s")
    ticks.dispose()
    print("ticks disposed; work left on the loop: \(loop.hasPendingWork)")
    loop.runUntilIdle()
    print("\(stamp()) ran until idle")

    print("-- timer(5s), disposed after 3s")
    let timer = Observable<Int>.timer(.seconds(5), scheduler: loop)
        .subscribe(
            onNext: { print("\(stamp()) timer \($0)") },
            onDisposed: { print("\(stamp()) timer disposed") })
    loop.advance(by: .seconds(3))
    timer.dispose()
    print("work left on the loop: \(loop.hasPendingWork)")
    loop.advance(by: .seconds(4))
    print("\(stamp()) advanced by 4s more")
}
print("live MiniRx objects: \(Resources.total)")
