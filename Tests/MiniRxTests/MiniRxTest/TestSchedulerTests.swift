import MiniRx
import MiniRxTest
import Testing

private enum TestError: Error {
    case boom
}

@Suite("TestScheduler and test observables", .serialized)
struct TestSchedulerTests {
    @Test("start records a hot source between 200 and 1000; events before 200 are missed")
    func startWithHot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
        ])
        let observer = scheduler.start { xs.map { $0 * 10 } }
        #expect(observer.events == [.next(210, 20), .next(220, 30), .completed(300)])
        // map disposes its upstream when it completes, so the log closes at 300.
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test("A subscription still open when start disposes it is closed at `disposed`")
    func disposedAt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(500, "b")])
        let observer = scheduler.start(disposed: 400) { xs.asObservable() }
        #expect(observer.events == [.next(210, "a")])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(scheduler.clock == 500)
    }

    @Test("start(created:subscribed:disposed:) runs the factory at `created`")
    func explicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start(created: 50, subscribed: 60, disposed: 75) { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        #expect(createdAt == 50)
        #expect(observer.events == [.next(70, 1)])
        #expect(xs.subscriptions == [Subscription(60, 75)])
    }

    @Test("A tie goes to what was scheduled first: start's dispose at 70 beats a cold event due at 70")
    func tieWithDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let observer = scheduler.start(created: 50, subscribed: 60, disposed: 70) { xs.asObservable() }
        #expect(observer.events == [])
        #expect(xs.subscriptions == [Subscription(60, 70)])
    }

    @Test("A cold observable replays its events for each subscriber, from its own subscription")
    func cold() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, "x"), .error(30, TestError.boom)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = ys.subscribe(first) }
        var late: Disposable?
        scheduler.scheduleAt(105) { late = ys.subscribe(second) }
        scheduler.scheduleAt(120) { late?.dispose() }
        scheduler.start()
        #expect(first.events == [.next(110, "x"), .error(130, TestError.boom)])
        #expect(second.events == [.next(115, "x")])
        // The cold observable sends errors straight to the observer and never closes the log
        // by itself: only disposing does.
        #expect(ys.subscriptions == [Subscription(100), Subscription(105, 120)])
    }

    @Test("A hot observable sends at absolute times; a late subscriber misses what came before")
    func hotLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(15) { _ = xs.subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(20, 2), .completed(30)])
        #expect(xs.subscriptions == [Subscription(15)])
    }

    @Test("An observer that unsubscribes while a hot event is delivered still gets it")
    func hotSnapshot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
        let observer = scheduler.createObserver(Int.self)
        var second: Disposable?
        let first = xs.subscribe(onNext: { _ in second?.dispose() })
        second = xs.subscribe(observer)
        scheduler.start()
        first.dispose()
        #expect(observer.events == [.next(10, 1)])
        #expect(xs.subscriptions == [Subscription(0, 20), Subscription(0, 10)])
    }

    @Test("The observer records what arrives as it arrives, grammar or not")
    func observerRecordsAll() {
        let scheduler = TestScheduler(initialClock: 7)
        let observer = scheduler.createObserver(Int.self)
        observer.onCompleted()
        observer.onNext(1)
        #expect(observer.events == [.completed(7), .next(7, 1)])
    }

    @Test("Printing: Recorded as `value @ time`, Subscription as `(200: 300)` or Infinity")
    func printing() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        #expect("\(events)" == "[next(1) @ 210, completed @ 300]")
        #expect(Recorded.error(250, TestError.boom, Int.self).debugDescription == "error(boom) @ 250")
        #expect("\([Subscription(200, 300), Subscription(200)])" == "[(200: 300), (200: Infinity)]")
    }

    @Test("Equality: same case, time and element; errors are equal when they print the same")
    func equality() {
        #expect(Recorded.next(210, 1) == Recorded.next(210, 1))
        #expect(Recorded.next(210, 1) != Recorded.next(211, 1))
        #expect(Recorded.next(210, 1) != Recorded.next(210, 2))
        #expect(Recorded.completed(210, Int.self) != Recorded.next(210, 1))
        #expect(Event<Int>.error(TestError.boom) == Event<Int>.error(MarbleError("boom")))
        #expect(Event<Int>.error(TestError.boom) != Event<Int>.error(MarbleError("bang")))
        #expect(Recorded.events(.next(1, "a"), .completed(2)) == [.next(1, "a"), .completed(2)])
        #expect(Subscription(1, 2) == Subscription(1, 2))
        #expect(Subscription(1) == Subscription(1, Int.max))
        #expect(MaybeEvent.success(1) == MaybeEvent<Int>.success(1))
        #expect(CompletableEvent.completed != CompletableEvent.error(TestError.boom))
    }

    @Test("Test observables count as live MiniRx objects until released")
    func resources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createColdObservable([.next(10, 1)])
            // Two observables, and the two hot events waiting in the scheduler's queue.
            #expect(Resources.total == before + 4)
            let coldObserver = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(0) { _ = ys.subscribe(coldObserver) }
            let observer = scheduler.start { xs.asObservable() }
            #expect(observer.events.count == 2)
            #expect(coldObserver.events == [.next(10, 1)])
        }
        #expect(Resources.total == before)
    }
}

@Suite("Hot observable delivery order", .serialized)
struct HotObservableOrderTests {
    @Test("After the first observer leaves, the next newcomer is served first (RxSwift's Bag slot)")
    func slotReuse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(30, 2)])
        var order: [String] = []
        let a = xs.subscribe(onNext: { order.append("a\($0)") })
        let b = xs.subscribe(onNext: { order.append("b\($0)") })
        var c: Disposable?
        scheduler.scheduleAt(20) {
            a.dispose()
            c = xs.subscribe(onNext: { order.append("c\($0)") })
        }
        scheduler.start()
        #expect(order == ["a1", "b1", "c2", "b2"])
        b.dispose()
        c?.dispose()
    }
}
