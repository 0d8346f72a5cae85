// Case vt_spinner_threshold (a milestone of chapter 14): a spinner that shows only for slow
// requests, on RxTest's TestScheduler. When a request starts, "show spinner" is scheduled 30
// ticks later (Observable.just after a delay) but cancelled by the response (take(until:)); the
// response always hides it. A fast request never shows the spinner; a slow one shows it, then
// hides it with its answer. The response is shared (share()), so the spinner's trigger and the
// screen see one request.
import MiniRx
import MiniRxTest

@MainActor func run(_ title: String, answerAfter: Int) {
    print("-- \(title)")
    let scheduler = TestScheduler(initialClock: 0)
    let server = scheduler.createColdObservable([.next(answerAfter, "results"), .completed(answerAfter)])
    let response = server.asObservable().share()
    let spinner = Observable.just("show spinner")
        .delay(.seconds(30), scheduler: scheduler)
        .take(until: response)
    let ui = scheduler.createObserver(String.self)
    scheduler.scheduleAt(200) {
        _ = spinner.subscribe(ui)
        _ = response.map { "hide spinner, show \($0)" }.subscribe(ui)
    }
    scheduler.start()
    print("  ui: \(ui.events)")
    print("  server: \(server.subscriptions)")
}

run("a fast request", answerAfter: 10)
run("a slow request", answerAfter: 80)
