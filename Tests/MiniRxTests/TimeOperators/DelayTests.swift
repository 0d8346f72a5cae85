import MiniRx
import MiniRxTest
import Testing

private struct TestError: Error, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite("delay and delaySubscription", .serialized)
struct DelayTests {
    @Test("delay shifts elements and the completion, keeping their spacing")
    func delayShifts() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(221, 3), .completed(230),
        ])
        let observer = scheduler.start {
            source.delay(.seconds(15), scheduler: scheduler)
        }
        #expect(observer.events == [.next(225, 1), .next(235, 2), .next(236, 3), .completed(245)])
        // The source is let go when it completes, not when the delayed completion goes out.
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test("delay: an event due at once is scheduled with a zero delay, which TestScheduler runs a tick late")
    func delaySameInstant() {
        // 2 arrived with 1 and is due when 1 is sent; RxSwift schedules it after .seconds(0),
        // and TestScheduler's simulated processing delay moves that to the next tick.
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(215, 3)])
        let observer = scheduler.start {
            source.delay(.seconds(10), scheduler: scheduler)
        }
        #expect(observer.events == [.next(220, 1), .next(221, 2), .next(225, 3)])
    }

    @Test("delay does not delay an error, and drops the elements still waiting")
    func delayErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let observer = scheduler.start {
            source.delay(.seconds(15), scheduler: scheduler)
        }
        #expect(observer.events == [.next(225, 1), .error(230, TestError())])
    }

    @Test("delaySubscription subscribes later; a cold source starts its story then")
    func delaySubscriptionCold() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start {
            source.delaySubscription(.seconds(30), scheduler: scheduler)
        }
        #expect(observer.events == [.next(240, 1), .completed(250)])
        #expect(source.subscriptions == [Subscription(230, 250)])
    }

    @Test("delaySubscription disposed before the timer fires never subscribes")
    func delaySubscriptionCancelled() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start(disposed: 220) {
            source.delaySubscription(.seconds(30), scheduler: scheduler)
        }
        #expect(observer.events.isEmpty)
        #expect(source.subscriptions.isEmpty)
    }
}
