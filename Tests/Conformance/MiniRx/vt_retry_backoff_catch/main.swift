// Case vt_retry_backoff_catch (a milestone of chapter 12): a request retried with backoff, built
// from catch alone, on RxTest's TestScheduler. Each failed attempt waits before the next one,
// 10 ticks then 20 then 40 (Observable.just after a delay, then flatMap into the next attempt);
// after four attempts the error reaches the screen. The server is a cold observable per
// attempt; the subscription logs show when each attempt ran. A screen that leaves during a
// backoff cancels the wait, and no further attempt is made.
import MiniRx
import MiniRxTest

enum NetworkError: Error { case unavailable }

@MainActor func run(_ title: String, failures: Int, disposeAt: Int = 1000) {
    print("-- \(title)")
    let scheduler = TestScheduler(initialClock: 0)
    let attempts = (0..<4).map { index in
        scheduler.createColdObservable(index < failures
            ? [.error(5, NetworkError.unavailable)]
            : [.next(5, "profile"), .completed(5)])
    }
    func fetch(_ attempt: Int) -> Observable<String> {
        attempts[attempt].asObservable().catch { error in
            guard attempt < 3 else { throw error }
            let wait = 10 << attempt
            print("  t=\(scheduler.clock) attempt \(attempt + 1) failed, retry in \(wait)")
            return Observable.just(()).delay(.seconds(wait), scheduler: scheduler).flatMap { fetch(attempt + 1) }
        }
    }
    let screen = scheduler.start(disposed: disposeAt) { fetch(0) }
    print("  screen: \(screen.events)")
    for (index, attempt) in attempts.enumerated() { print("  attempt \(index + 1): \(attempt.subscriptions)") }
}

run("the second attempt succeeds", failures: 1)
run("every attempt fails", failures: 4)
run("the screen leaves during the second backoff", failures: 4, disposeAt: 230)
