import MiniRx
import MiniRxTest
import Testing

// Audit of MiniRxTest against RxTest 6.10.2 (RxTest/Schedulers/TestScheduler.swift,
// TestSchedulerVirtualTimeConverter.swift, Recorded.swift, Recorded+Event.swift,
// TestableObserver.swift, Subscription.swift) and of observe(on:) / subscribe(on:) on it
// (RxSwift/Observables/ObserveOn.swift, SubscribeOn.swift): the processing delay, the recursive
// drain, scheduled disposal.

private struct AuditError: Error, CustomStringConvertible {
    var description: String { "audit error" }
}

@Suite("Audit: TestScheduler, observe(on:), subscribe(on:) (RxTest 6.10.2)", .serialized)
struct TimeTestSchedulerAuditTests {
    @Test("observe(on:) drains its queue one scheduled step per event, each a tick later")
    func observeOnDrainsRecursively() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
        // All four events arrive at 200; the first step is scheduled "now" (tick 201 with the
        // processing delay) and each step schedules the next one the same way.
        #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    @Test("observe(on:) without the processing delay delivers at the time of arrival")
    func observeOnNoDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(230, AuditError()),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .error(230, AuditError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test("subscribe(on:) subscribes and disposes through the scheduler (a tick late each)")
    func subscribeOnSchedulesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(1000, 3), .completed(1100),
        ])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        // Disposed at 1000: the hot element at 1000 was scheduled before the disposal, so it
        // still arrives; the source lets go at 1001, when the scheduled disposal runs.
        #expect(res.events == [.next(210, 2), .next(1000, 3)])
        #expect(xs.subscriptions == [Subscription(201, 1001)])
    }

    @Test("start(created:subscribed:disposed:) and a primitive sequence as the tested sequence")
    func startVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let res = scheduler.start(created: 50, subscribed: 60, disposed: 100) { cold.asSingle() }
        // asSingle waits for the completion to send its element.
        #expect(res.events == [.next(80, "a"), .completed(80)])
        #expect(cold.subscriptions == [Subscription(60, 80)])
        #expect(scheduler.clock == 100)

        // The clock is at 100 now: the default creation time (100) is now, not adjusted.
        let res2 = scheduler.start(disposed: 2000) { Single.just(1) }
        #expect(res2.events == [.next(200, 1), .completed(200)])

        // Disposal scheduled before the cold events wins a tie with them.
        let scheduler3 = TestScheduler(initialClock: 0)
        let cold3 = scheduler3.createColdObservable([.next(10, "a"), .completed(20)])
        let res3 = scheduler3.start(created: 50, subscribed: 60, disposed: 70) { cold3 }
        #expect(res3.events == [])
        #expect(cold3.subscriptions == [Subscription(60, 70)])
    }

    @Test("Recorded helpers build events; observers record the clock; text is value @ time")
    func recordedAndObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.onCompleted() }
        scheduler.scheduleAt(30) { observer.onNext(2) }  // recorded: no grammar enforced
        scheduler.start()
        let expected = Recorded.events(.next(10, 1), .completed(20), .next(30, 2))
        #expect(observer.events == expected)
        #expect(observer.events != Recorded.events(.next(10, 1), .completed(20, Int.self)))
        #expect("\(Recorded.next(10, 1))" == "next(1) @ 10")
        #expect("\(Recorded.completed(20, Int.self))" == "completed @ 20")
        #expect(
            Recorded.error(5, AuditError(), Int.self) == Recorded(time: 5, value: .error(AuditError())))
    }

    @Test("resolution: one tick is `resolution` seconds; relative times round to the nearest tick")
    func resolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: false)
        var log: [String] = []
        _ = Observable<Int>.timer(.milliseconds(250), scheduler: scheduler)
            .subscribe(onNext: { log.append("\(scheduler.clock) \($0)") })
        scheduler.start()
        // 0.25 s is 2.5 ticks; the converter adds 0.5 and truncates: tick 3.
        #expect(log == ["3 0"])
        #expect(scheduler.clock == 3)
    }
}
