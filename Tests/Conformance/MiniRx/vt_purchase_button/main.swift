// Case vt_purchase_button (a milestone of chapter 10): a "buy" button that must not charge twice.
// Taps are throttled without the latest (throttle(latest: false)): the first tap of a burst
// buys, taps less than two seconds after it are dropped. Each purchase is a request the server
// answers a second later (delay); a confirmation toast shows one second after the receipt. The
// toast is a second subscriber to the receipts: without share() it subscribes to the whole
// chain again and every accepted tap is charged twice; with share() once. The clock is a
// TestScheduler, one tick a second.
import MiniRx
import MiniRxTest

@MainActor func run(shared: Bool) {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let taps = scheduler.createHotObservable([
        .next(10, "buy"), .next(10, "buy"), .next(11, "buy"), .next(12, "buy"), .next(13, "buy"),
        .next(30, "buy"), .completed(40),
    ])
    var purchases = 0
    let purchase = Observable<String>.create { observer in
        purchases += 1
        print("t=\(scheduler.clock) request purchase #\(purchases)")
        observer.onNext("receipt #\(purchases)")
        observer.onCompleted()
        return Disposables.create()
    }
    .delay(.seconds(1), scheduler: scheduler)

    let chain = taps.asObservable()
        .throttle(.seconds(2), latest: false, scheduler: scheduler)
        .flatMap { _ in purchase }
    let receipts = shared ? chain.share() : chain
    let toasts = receipts.delay(.seconds(1), scheduler: scheduler).map { "toast: thanks for \($0)" }

    let screen = scheduler.createObserver(String.self)
    scheduler.scheduleAt(5) {
        _ = receipts.subscribe(screen)
        _ = toasts.subscribe(screen)
    }
    scheduler.start()
    for event in screen.events { print(event) }
    print("purchases: \(purchases); taps subscribed: \(taps.subscriptions)")
}

print("-- without share()")
run(shared: false)
print("-- with share()")
run(shared: true)
