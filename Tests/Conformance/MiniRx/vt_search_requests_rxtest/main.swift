// Case vt_search_requests_rxtest (a milestone of chapter 10): a search screen's view model tested
// the way RxSwift's users test one, on RxTest's TestScheduler. The query field is a hot
// observable; the view model waits for the user to pause (debounce), trims and drops repeats
// and short queries (the field's own "x" too), then asks a fake API whose answers are cold observables, one per query,
// arriving 30 ticks after each request. The test prints what the screen recorded and when each
// answer was subscribed to and released; the field's completion waits for the last answer.
import MiniRx
import MiniRxTest

let scheduler = TestScheduler(initialClock: 0)
let field = scheduler.createHotObservable([
    .next(150, "ignored"), .next(210, "s"), .next(220, "sw"), .next(230, "swi "), .next(300, "swi"),
    .next(400, "swift"), .next(420, "x"), .next(600, "rx"), .next(610, "rxswift"), .completed(620),
])

let answers = [
    "swi": scheduler.createColdObservable([.next(30, ["swing"]), .completed(30)]),
    "swift": scheduler.createColdObservable([.next(30, ["swift", "swiftui"]), .completed(30)]),
    "rxswift": scheduler.createColdObservable([.next(10, ["RxSwift"]), .next(30, ["RxSwift", "RxCocoa"]), .completed(40)]),
]

let recorded = scheduler.start {
    field
        .debounce(.seconds(50), scheduler: scheduler)
        .map { String($0.filter { $0 != " " }) }
        .filter { $0.count >= 3 }
        .distinctUntilChanged()
        .flatMap { query in answers[query]!.asObservable() }
}

print("screen:")
for event in recorded.events { print("  \(event)") }
print("field: \(field.subscriptions)")
for query in answers.keys.sorted() { print("answer \(query): \(answers[query]!.subscriptions)") }
