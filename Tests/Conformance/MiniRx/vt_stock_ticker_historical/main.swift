// Case vt_stock_ticker_historical (a milestone of chapter 10): a stock widget replaying a
// recorded trading session on a HistoricalScheduler, one second per tick of the recording. The
// chart redraws at most every two seconds with the latest price (throttle, latest: true); the
// price label skips repeats (distinctUntilChanged) and is shared with a widget that opens late
// (share(replay: 1)); "market quiet" shows after three seconds without a trade (debounce); the
// alert for a price above 105 is shown one second late, as the server sends it (delay).
import Foundation
import MiniRx

let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
@MainActor func now() -> String { "t=\(Int(scheduler.now.timeIntervalSince1970))" }

let trades = PublishSubject<Int>()
let recording: [(Int, Int)] = [(1, 100), (2, 101), (2, 101), (3, 103), (4, 102), (8, 106), (9, 104), (13, 104)]
for (second, price) in recording {
    _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: TimeInterval(second))) { _ in
        trades.onNext(price)
        return Disposables.create()
    }
}
_ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: 15)) { _ in
    print("\(now()) the market closes")
    trades.onCompleted()
    return Disposables.create()
}

let bag = DisposeBag()
trades.throttle(.seconds(2), latest: true, scheduler: scheduler)
    .subscribe(onNext: { print("\(now()) chart redraws at \($0)") }).disposed(by: bag)
let label = trades.distinctUntilChanged().share(replay: 1)
label.subscribe(onNext: { print("\(now()) label \($0)") }).disposed(by: bag)
trades.debounce(.seconds(3), scheduler: scheduler)
    .subscribe(onNext: { print("\(now()) market quiet, last \($0)") }).disposed(by: bag)
trades.filter { $0 > 105 }.delay(.seconds(1), scheduler: scheduler)
    .subscribe(onNext: { print("\(now()) alert: above 105 at \($0)") }, onCompleted: { print("\(now()) alerts end") })
    .disposed(by: bag)
_ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: 5)) { _ in
    print("\(now()) the widget opens")
    label.subscribe(onNext: { print("\(now()) widget \($0)") }).disposed(by: bag)
    return Disposables.create()
}
scheduler.start()
