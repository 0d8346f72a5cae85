import MiniRx
import MiniRxTest
import Testing

@Suite("take(for:) and skip(_:scheduler:)", .serialized)
struct TakeSkipTimeTests {
    @Test("take(for:) sends what arrives in time, then completes and lets go of the source")
    func takeForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .completed(250),
        ])
        let observer = scheduler.start { source.take(for: .seconds(25), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(source.subscriptions == [Subscription(200, 225)])
    }

    @Test("skip(_:scheduler:) drops what arrives in time and passes the rest and the completion")
    func skipForDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .completed(250),
        ])
        let observer = scheduler.start { source.skip(.seconds(25), scheduler: scheduler) }
        #expect(observer.events == [.next(240, 3), .completed(250)])
    }

    @Test("skip(_:scheduler:) lets an early completion through")
    func skipForEarlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let observer = scheduler.start { source.skip(.seconds(25), scheduler: scheduler) }
        #expect(observer.events == [.completed(215)])
    }
}
