import MiniRx
import MiniRxTest
import Testing

@Suite("timeout and sample", .serialized)
struct TimeoutSampleTests {
    @Test("timeout fails with RxError.timeout when the gap after an element is too long")
    func timeoutError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(250, 3)])
        let observer = scheduler.start {
            source.timeout(.seconds(20), scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 1), .next(225, 2), .error(245, RxError.timeout)])
        #expect(source.subscriptions == [Subscription(200, 245)])
    }

    @Test("timeout counts the first gap from subscription")
    func timeoutBeforeFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(230, 1)])
        let observer = scheduler.start {
            source.timeout(.seconds(20), scheduler: scheduler)
        }
        #expect(observer.events == [.error(220, RxError.timeout)])
    }

    @Test("timeout with other switches to it for good")
    func timeoutSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 3)])
        let other = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        let observer = scheduler.start {
            source.timeout(.seconds(20), other: other, scheduler: scheduler)
        }
        #expect(observer.events == [.next(210, 1), .next(235, 100), .completed(240)])
        #expect(source.subscriptions == [Subscription(200, 230)])
        #expect(other.subscriptions == [Subscription(230, 240)])
    }

    @Test("sample sends the latest unsampled element on each tick, and completes on a tick")
    func sampleLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .completed(260),
        ])
        let sampler = scheduler.createHotObservable([
            .next(215, "a"), .next(230, "b"), .next(235, "c"), .next(250, "d"), .next(270, "e"),
        ])
        let observer = scheduler.start { source.sample(sampler) }
        #expect(observer.events == [.next(215, 1), .next(230, 2), .next(250, 3), .completed(270)])
    }

    @Test("sample with a default value fills ticks with nothing new")
    func sampleDefaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(260)])
        let sampler = scheduler.createHotObservable([.next(215, "a"), .next(230, "b"), .next(270, "c")])
        let observer = scheduler.start { source.sample(sampler, defaultValue: 0) }
        #expect(observer.events == [.next(215, 1), .next(230, 0), .next(270, 0), .completed(270)])
    }
}
