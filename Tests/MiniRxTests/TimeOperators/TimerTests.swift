import MiniRx
import MiniRxTest
import Testing

// One tick of TestScheduler is one second, so `.seconds(10)` is 10 ticks.
@Suite("interval and timer", .serialized)
struct TimerTests {
    @Test("interval: the first element one period after subscribing, then one per period")
    func intervalTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 255) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4)])
    }

    @Test("interval: disposing at the time of a tick wins over the tick scheduled later")
    func intervalDisposedOnATick() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 230) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 0), .next(220, 1)])
    }

    @Test("interval counts in any fixed-width integer type")
    func intervalOtherIntegerType() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 225) {
            Observable<UInt8>.interval(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 0 as UInt8), .next(220, 1)])
    }

    @Test("timer without a period: 0 after the due time, then completed")
    func oneShotTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<Int>.timer(.seconds(30), scheduler: scheduler)
        }
        #expect(observer.events == [.next(230, 0), .completed(230)])
    }

    @Test("timer with a period: 0 after the due time, then one per period")
    func periodicTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 260) {
            Observable<Int>.timer(.seconds(5), period: .seconds(20), scheduler: scheduler)
        }
        #expect(observer.events == [.next(205, 0), .next(225, 1), .next(245, 2)])
    }

    @Test("a periodic tick schedules the next tick before sending, as RxSwift does")
    func nextTickIsScheduledFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        var lines: [String] = []
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            .subscribe(onNext: { value in
                lines.append("tick \(value) @\(scheduler.clock)")
                // Due at the same moment as the next tick, but scheduled after it.
                scheduler.scheduleAt(scheduler.clock + 10) { lines.append("work after \(value) @\(scheduler.clock)") }
            })
        scheduler.scheduleAt(25) { subscription.dispose() }
        scheduler.start()
        #expect(lines == ["tick 0 @10", "tick 1 @20", "work after 0 @20", "work after 1 @30"])
    }

    @Test("a timer leaves no live objects once it completes or is disposed")
    func timerReleasesEverything() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start(disposed: 300) {
                Observable<Int>.timer(.seconds(10), scheduler: scheduler)
            }
            _ = scheduler.start(created: 400, subscribed: 400, disposed: 450) {
                Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            }
        }
        #expect(Resources.total == before)
    }
}
