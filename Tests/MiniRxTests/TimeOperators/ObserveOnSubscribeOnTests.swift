import MiniRx
import MiniRxTest
import Testing

private struct SubscribeOnTestError: Error, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite("observe(on:) and subscribe(on:)", .serialized)
struct ObserveOnSubscribeOnTests {
    @Test("observe(on:) moves delivery onto the scheduler (one tick later on a TestScheduler)")
    func observeOnTestScheduler() {
        // TestScheduler simulates processing delay: work scheduled for now runs one tick later.
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { source.observe(on: scheduler) }
        #expect(observer.events == [.next(211, 1), .next(221, 2), .completed(231)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test("subscribe(on:) moves subscribing and disposing onto the scheduler, not delivery")
    func subscribeOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2)])
        #expect(source.subscriptions == [Subscription(201, 1001)])
    }

    @Test("subscribe(on:) disposes a source that stopped through the scheduler too")
    func subscribeOnDisposesThroughScheduler() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let hot = scheduler.createHotObservable([.next(250, 1), .completed(300)])
            let hotObserver = scheduler.start { hot.subscribe(on: scheduler) }
            let coldScheduler = TestScheduler(initialClock: 0)
            let cold = coldScheduler.createColdObservable([.error(40, SubscribeOnTestError(), Int.self)])
            let coldObserver = coldScheduler.start(created: 400, subscribed: 500, disposed: 1000) {
                cold.subscribe(on: coldScheduler)
            }
            // The events arrive when the sources send them; the unsubscriptions are scheduled,
            // and so happen one tick later, like the subscriptions.
            #expect(hotObserver.events == [.next(250, 1), .completed(300)])
            #expect(hot.subscriptions == [Subscription(201, 301)])
            #expect(coldObserver.events == [.error(541, SubscribeOnTestError())])
            #expect(cold.subscriptions == [Subscription(501, 542)])
        }
    }

    @Test("observe(on: CurrentThreadScheduler) waits for the current work to finish")
    func observeOnCurrentThread() {
        var lines: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { lines.append("observed \($0)") })
        // The sink and its drain keep each other alive until the subscription ends (as in RxSwift).
        defer { subscription.dispose() }
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subject.onNext(1)
            subject.onNext(2)
            lines.append("scheduled work ends")
            return Disposables.create()
        }
        #expect(lines == ["scheduled work ends", "observed 1", "observed 2"])
    }
}

