// Case vt_pull_to_refresh_rxtest (a milestone of chapter 10): a feed with pull-to-refresh, tested
// on RxTest's TestScheduler. The feed loads when the screen opens and again on each pull;
// pulls within 100 ticks of the last load are ignored (throttle(latest: false)); each load is
// a cold request answered 50 ticks after it is subscribed; the feed and the "updated" label share
// the loads (share(replay: 1)), so the label, subscribed later, is shown the last feed at once
// and no load is made twice.
import MiniRx
import MiniRxTest

let scheduler = TestScheduler(initialClock: 0)
let pulls = scheduler.createHotObservable([
    .next(210, "open"), .next(300, "pull"), .next(350, "pull"), .next(450, "pull"), .next(700, "pull"),
])
let requests = (1...4).map { number in scheduler.createColdObservable([.next(50, "feed v\(number)"), .completed(50)]) }
var loads = 0

let feed = pulls.asObservable()
    .throttle(.seconds(100), latest: false, scheduler: scheduler)
    .flatMap { reason -> Observable<String> in
        loads += 1
        print("t=\(scheduler.clock) load \(loads) (\(reason))")
        return requests[loads - 1].asObservable()
    }
    .share(replay: 1)

let screen = scheduler.createObserver(String.self)
let label = scheduler.createObserver(String.self)
scheduler.scheduleAt(200) { _ = feed.subscribe(screen) }
scheduler.scheduleAt(400) { _ = feed.map { "updated: \($0)" }.subscribe(label) }
scheduler.start()

print("screen: \(screen.events)")
print("label: \(label.events)")
print("pulls: \(pulls.subscriptions)")
for (index, request) in requests.enumerated() { print("request \(index + 1): \(request.subscriptions)") }
