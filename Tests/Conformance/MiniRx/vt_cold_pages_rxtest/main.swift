// Case vt_cold_pages_rxtest (a milestone of chapter 10): an article list's paging, tested with
// cold observables on RxTest's TestScheduler: each page request is a cold observable that
// answers 40 ticks after it is subscribed. Scrolling to the end (a hot observable) asks for the
// next page; taps closer together than 60 ticks are one request (throttle(latest: false)). The
// list takes pages until the server's last one (take(while:) inclusive), then completes and
// releases the scroll events. Each page's subscription log shows when it was asked for.
import MiniRx
import MiniRxTest

let scheduler = TestScheduler(initialClock: 0)
let scrolledToEnd = scheduler.createHotObservable([
    .next(210, ()), .next(230, ()), .next(300, ()), .next(400, ()), .next(420, ()), .next(500, ()), .next(700, ()),
])
let pages = (1...4).map { number in
    scheduler.createColdObservable([.next(40, (number, ["a\(number)", "b\(number)"])), .completed(40)])
}
var requested = 0

let list = scheduler.start {
    scrolledToEnd.asObservable()
        .throttle(.seconds(60), latest: false, scheduler: scheduler)
        .flatMap { _ -> Observable<(Int, [String])> in
            requested += 1
            return pages[requested - 1].asObservable()
        }
        .take(while: { number, _ in number < 3 }, behavior: .inclusive)
        .map { number, items in "page \(number): \(items.joined(separator: ", "))" }
}

for event in list.events { print(event) }
print("scroll: \(scrolledToEnd.subscriptions)")
for (index, page) in pages.enumerated() { print("page \(index + 1): \(page.subscriptions)") }
