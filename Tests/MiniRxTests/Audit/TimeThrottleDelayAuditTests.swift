import MiniRx
import MiniRxTest
import Testing

// Audit of throttle and delay against RxSwift 6.10.2 (RxSwift/Observables/Throttle.swift,
// Delay.swift and Date+Dispatch.swift; tests Observable+ThrottleTests.swift and
// Observable+DelayTests.swift, ported to `.seconds` and to swift-testing).
//
// The helper both operators use to find "what is left of the interval" has two stored versions.
// The one with a `guard interval > 0 else { return .nanoseconds(0) }` shortcut comes with a
// Throttle that reads `mach_continuous_time()`, which does not exist on Linux, where the
// conformance outputs were recorded; the newer stored version (the one behind
// `#if !os(WASI)`) has no shortcut. So for two events at the same instant the whole interval is
// left, and these tests hold MiniRx to that.

private struct AuditError: Error, CustomStringConvertible {
    var description: String { "audit error" }
}

@Suite("Audit: throttle and delay (RxSwift 6.10.2)", .serialized)
struct TimeThrottleDelayAuditTests {
    private func hotSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .next(410, 6), .next(450, 7), end,
        ])
    }

    @Test("throttle latest: the last element waits for the window, and the completion waits for it")
    func throttleLatestCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler, end: .completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test("throttle latest: a completion after the window goes at its own time")
    func throttleLatestCompletedAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler, end: .completed(900))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 900)])
    }

    @Test("throttle latest: an error goes at once and the waiting element is lost")
    func throttleLatestError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, AuditError()), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(410, AuditError())])
        #expect(xs.subscriptions == [Subscription(200, 410)])
    }

    @Test("throttle without latest: only leading elements, the completion at once")
    func throttleNotLatestCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler, end: .completed(500))
        let res = scheduler.start {
            xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 2), .next(410, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test("throttle: elements at one instant (synchronous source) wait a whole window")
    func throttleSynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start {
            Observable.of(1, 2, 3).throttle(.seconds(10), scheduler: scheduler)
        }
        // 1 at once; 2 and 3 arrive at the same instant, so the whole 10 s is left: the latest
        // (3) goes at 210, and the completion waits for it.
        #expect(res.events == [.next(200, 1), .next(210, 3), .completed(210)])
    }

    @Test("throttle without latest: elements at one instant are dropped, not let through")
    func throttleNotLatestSynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start {
            Observable.of(1, 2, 3).throttle(.seconds(10), latest: false, scheduler: scheduler)
        }
        #expect(res.events == [.next(200, 1), .completed(200)])
    }

    @Test("throttle: what is left of the window is counted in the interval's own unit, rounded")
    func throttleMillisecondRemainder() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(211, 2), .next(214, 3), .completed(230),
        ])
        let res = scheduler.start {
            xs.throttle(.milliseconds(2_500), scheduler: scheduler)
        }
        // 2 arrives 1 s into the window: 1_500 ms are left, so it is due at 212.5 s, which the
        // test clock rounds to tick 213 (ticks round half up), and opens a new window there.
        // 3 arrives 1 s into that one: due at 215.5 s, tick 216.
        #expect(res.events == [.next(210, 1), .next(213, 2), .next(216, 3), .completed(230)])
    }

    @Test("throttle: an element arriving when the window ends goes at once; the waiting one is lost")
    func throttleArrivalAtWindowEnd() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(211, 2), .next(213, 3), .completed(230),
        ])
        let res = scheduler.start {
            xs.throttle(.milliseconds(2_500), scheduler: scheduler)
        }
        // The timer for 2 is due at tick 213, but the hot event at 213 was scheduled first, so
        // it runs first: 3 s have passed since 1, the window is over, 3 is sent at once and the
        // waiting 2 is forgotten (RxSwift's sendNow clears it); the timer then finds nothing.
        #expect(res.events == [.next(210, 1), .next(213, 3), .completed(230)])
    }

    @Test("delay: elements and completion shift by the delay, spacing kept (RxSwift Simple1-3)")
    func delaySimple() {
        for (delay, expected) in [
            (100, [Recorded.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)]),
            (50, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)]),
            (150, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
            ])
            let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
            #expect(res.events == expected, "delay \(delay)")
            #expect(xs.subscriptions == [Subscription(200, 550)], "delay \(delay)")
        }
    }

    @Test("delay: an error overtakes the elements still waiting (RxSwift Error1/Error2)")
    func delayErrorOvertakes() {
        for (delay, expected) in [
            (50, [Recorded.next(300, 2), .next(400, 3), .next(500, 4), .error(550, AuditError())]),
            (150, [.next(400, 2), .next(500, 3), .error(550, AuditError())]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4),
                .error(550, AuditError()),
            ])
            let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
            #expect(res.events == expected, "delay \(delay)")
            #expect(xs.subscriptions == [Subscription(200, 550)], "delay \(delay)")
        }
    }

    @Test("delay: a lone completion is delayed too")
    func delayCompletedOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test("delay: events at one instant keep their spacing of zero, each after the whole delay")
    func delaySynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start {
            Observable.of(1, 2, 3).delay(.seconds(5), scheduler: scheduler)
        }
        #expect(res.events == [.next(205, 1), .next(205, 2), .next(205, 3), .completed(205)])
    }

    @Test("delay: the next event's wait is the delay minus its age, in the delay's unit, rounded")
    func delayMillisecondRemainder() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(300)])
        let res = scheduler.start {
            xs.delay(.milliseconds(1_500), scheduler: scheduler)
        }
        // 1 is due at 211.5 s: tick 212. At 212, 2 is 1 s old, so 500 ms are left: 212.5 s,
        // which rounds half up to tick 213.
        #expect(res.events == [.next(212, 1), .next(213, 2), .completed(302)])
    }
}
