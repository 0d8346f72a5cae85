import MiniRx
import MiniRxTest
import Testing

@Suite("time operators release everything", .serialized)
struct TimeOperatorResourceTests {
    /// Runs `make` on a fresh TestScheduler from 200 to 1000 and returns what is still alive
    /// afterwards, beyond what was alive before.
    private func leftover<Element>(
        _ make: @escaping (TestScheduler, TestableObservable<Int>) -> Observable<Element>
    ) -> Int32 {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(400),
            ])
            _ = scheduler.start { make(scheduler, source) }
        }
        return Resources.total - before
    }

    @Test("after completion and disposal, no operator leaves a live object behind")
    func noLeaks() {
        #expect(leftover { s, xs in xs.throttle(.seconds(10), scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.throttle(.seconds(10), latest: false, scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.debounce(.seconds(10), scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.delay(.seconds(10), scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.delaySubscription(.seconds(10), scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.timeout(.seconds(20), scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.timeout(.seconds(20), other: Observable<Int>.create { _ in Disposables.create() }, scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.sample(Observable<Int>.interval(.seconds(7), scheduler: s)) } == 0)
        #expect(leftover { s, xs in xs.buffer(timeSpan: .seconds(30), count: 2, scheduler: s) } == 0)
        #expect(leftover { s, xs in
            xs.window(timeSpan: .seconds(30), count: 2, scheduler: s).map { _ in 0 }
        } == 0)
        #expect(leftover { s, xs in xs.take(for: .seconds(35), scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.skip(.seconds(35), scheduler: s) } == 0)
        #expect(leftover { s, xs in xs.observe(on: s) } == 0)
        #expect(leftover { s, xs in xs.subscribe(on: s) } == 0)
        #expect(leftover { s, _ in Observable<Int>.interval(.seconds(10), scheduler: s) } == 0)
        #expect(leftover { s, _ in Observable<Int>.timer(.seconds(10), scheduler: s) } == 0)
    }
}
