import MiniRx
import MiniRxTest
import Testing

private struct TestError: Error, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite("throttle and debounce", .serialized)
struct ThrottleDebounceTests {
    @Test("throttle latest: the leading element at once, the latest at the end of the window")
    func throttleLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(212, 2), .next(215, 3), .next(235, 4), .completed(300),
        ])
        let observer = scheduler.start {
            source.throttle(.seconds(10), latest: true, scheduler: scheduler)
        }
        // 3 replaces 2 as the waiting element; 4 comes after a quiet window, so it goes at once.
        #expect(observer.events == [.next(210, 1), .next(220, 3), .next(235, 4), .completed(300)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test("throttle without latest drops what arrives inside the window")
    func throttleLeadingOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(212, 2), .next(215, 3), .next(220, 4), .next(221, 5), .completed(300),
        ])
        let observer = scheduler.start {
            source.throttle(.seconds(10), latest: false, scheduler: scheduler)
        }
        // 4 arrives exactly one window after 1: the window is over, so it goes.
        #expect(observer.events == [.next(210, 1), .next(220, 4), .completed(300)])
    }

    @Test("throttle: a second element at the same instant waits a whole window")
    func throttleSameInstant() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])
        let observer = scheduler.start {
            source.throttle(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(300)])
    }

    @Test("throttle: a completion waits for the pending latest element")
    func throttleCompletionWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(218)])
        let observer = scheduler.start {
            source.throttle(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
    }

    @Test("throttle: an error goes at once and drops the pending element")
    func throttleErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(218, TestError())])
        let observer = scheduler.start {
            source.throttle(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 1), .error(218, TestError())])
    }

    @Test("debounce sends an element only after a quiet dueTime")
    func debounceQuietTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .next(242, 4), .completed(300),
        ])
        let observer = scheduler.start {
            source.debounce(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(225, 2), .next(252, 4), .completed(300)])
    }

    @Test("debounce: a completion sends the waiting element at once, then completes")
    func debounceCompletionFlushes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(212)])
        let observer = scheduler.start {
            source.debounce(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(212, 1), .completed(212)])
    }

    @Test("debounce: an error drops the waiting element")
    func debounceErrorDrops() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(212, TestError())])
        let observer = scheduler.start {
            source.debounce(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.error(212, TestError())])
    }
}
