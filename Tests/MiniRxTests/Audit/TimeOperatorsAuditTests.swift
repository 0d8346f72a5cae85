import MiniRx
import MiniRxTest
import Testing

// Audit of timeout, window, buffer, sample, debounce and delaySubscription against RxSwift
// 6.10.2 (RxSwift/Observables/*.swift; tests Observable+<Name>Tests.swift, ported to `.seconds`
// and swift-testing). Whole recorded histories and subscription logs are compared.

private struct AuditError: Error, CustomStringConvertible {
    var description: String { "audit error" }
}

@Suite("Audit: timeout, window, buffer, sample (RxSwift 6.10.2)", .serialized)
struct TimeOperatorsAuditTests {
    // MARK: timeout

    @Test("timeout: gaps within the due time pass; a gap of exactly the due time still passes")
    func timeoutExact() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        // The element at 250 was scheduled at subscription, before the timer set at 220 for 250,
        // so it runs first and the timer finds itself overtaken.
        #expect(res.events == [
            .next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270),
        ])
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    @Test("timeout: a gap longer than the due time fails with RxError.timeout")
    func timeoutFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
        #expect(res.events == [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 245)])
        #expect("\(RxError.timeout)" == "Sequence timeout.")
    }

    @Test("timeout with other: switch after the gap, other subscribed then, the source let go")
    func timeoutSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5),
            .completed(500),
        ])
        let ys = scheduler.createColdObservable([
            .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
        ])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [
            .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3),
            .completed(730),
        ])
        #expect(xs.subscriptions == [Subscription(200, 410)])
        #expect(ys.subscriptions == [Subscription(410, 730)])
    }

    @Test("timeout with other: other's error ends the result; a source that ends first never switches")
    func timeoutOtherErrorAndNoSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 42)])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.error(100, AuditError())])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.error(400, AuditError())])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 400)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2: TestableObservable<Int> = scheduler2.createHotObservable([.completed(250)])
        let ys2: TestableObservable<Int> = scheduler2.createColdObservable([.next(100, -1)])
        let res2 = scheduler2.start { xs2.timeout(.seconds(100), other: ys2, scheduler: scheduler2) }
        #expect(res2.events == [.completed(250)])
        #expect(ys2.subscriptions == [])
    }

    // MARK: window and buffer

    private func windowSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    private func numberedWindows(_ xs: TestableObservable<Int>, _ scheduler: TestScheduler)
        -> Observable<String>
    {
        xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            .enumerated()
            .map { index, window in window.map { "\(index) \($0)" } }
            .merge()
    }

    @Test("window: a new window when full (count) or when its time is up, whichever first")
    func windowBasic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = windowSource(scheduler, end: .completed(600))
        let res = scheduler.start { numberedWindows(xs, scheduler) }
        #expect(res.events == [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
            .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"),
            .next(470, "4 9"), .completed(600),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test("window: an error reaches the open window and the result")
    func windowError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = windowSource(scheduler, end: .error(600, AuditError()))
        // Each window is materialized, so its own end shows as an element: the outer error
        // alone would end the merged result the same way whether the window failed or not.
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
                .enumerated()
                .map { index, window in window.materialize().map { "\(index) \($0)" } }
                .merge()
        }
        #expect(res.events == [
            .next(205, "0 next(1)"), .next(210, "0 next(2)"), .next(240, "0 next(3)"),
            .next(240, "0 completed"), .next(280, "1 next(4)"), .next(310, "1 completed"),
            .next(320, "2 next(5)"), .next(350, "2 next(6)"), .next(370, "2 next(7)"),
            .next(370, "2 completed"), .next(420, "3 next(8)"), .next(440, "3 completed"),
            .next(470, "4 next(9)"), .next(510, "4 completed"), .next(580, "5 completed"),
            .next(600, "6 error(audit error)"), .error(600, AuditError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test("window: disposing the merged result lets go of the source")
    func windowDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = windowSource(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 370) { numberedWindows(xs, scheduler) }
        #expect(res.events == [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
            .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
        ])
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }

    @Test("buffer: full or timed out, with the timer restarting at each new buffer")
    func bufferBasic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = windowSource(scheduler, end: .completed(600))
        let res = scheduler.start {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { "\($0)" }
        }
        // RxSwift's testBufferWithTimeOrCount_Basic history.
        #expect(res.events == [
            .next(240, "[1, 2, 3]"), .next(310, "[4]"), .next(370, "[5, 6, 7]"),
            .next(440, "[8]"), .next(510, "[9]"), .next(580, "[]"), .next(600, "[]"),
            .completed(600),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    // MARK: sample and debounce

    @Test("sample: the latest new element on each tick; the source's completion waits for a tick")
    func sampleSamplerTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5),
            .next(310, 6), .completed(390),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
            .next(320, "baz"), .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .next(320, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 390)])
        #expect(ys.subscriptions == [Subscription(200, 500)])
    }

    @Test("sample: the sampler's error ends the result at once")
    func sampleSamplerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .error(320, AuditError()),
        ])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .error(320, AuditError())])
        #expect(xs.subscriptions == [Subscription(200, 320)])
        #expect(ys.subscriptions == [Subscription(200, 320)])
    }

    @Test("debounce: each element restarts the wait; completion flushes the waiting one")
    func debounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(300, 3), .next(320, 4), .next(380, 5),
            .next(395, 6), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [
            .next(270, 2), .next(340, 4), .next(400, 6), .completed(400),
        ])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test("delaySubscription: the source is subscribed after the delay, disposed with the result")
    func delaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(50, 42), .next(60, 43), .completed(70),
        ])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43), .completed(300)])
        #expect(xs.subscriptions == [Subscription(230, 300)])

        // Disposed after the delay, the result ends the source's subscription then. (Disposed
        // before it, the source is never subscribed: DelayTests checks that.)
        let early = TestScheduler(initialClock: 0)
        let ys = early.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res2 = early.start(disposed: 285) { ys.delaySubscription(.seconds(30), scheduler: early) }
        #expect(res2.events == [.next(280, 42)])
        #expect(ys.subscriptions == [Subscription(230, 285)])
    }
}
