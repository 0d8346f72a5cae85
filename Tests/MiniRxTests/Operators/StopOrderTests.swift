@testable import MiniRx
import MiniRxTest
import Testing

/// Where MiniRx is built differently from RxSwift 6.10.2 (one class where RxSwift has three, a
/// class of its own where RxSwift reuses a helper, another name), the order of replay and
/// registration, and of source disposal and stop events, is still RxSwift's. Each expected order
/// was read off RxSwift's code for the same case; the test names the RxSwift class.
@Suite("Built differently from RxSwift, in RxSwift's order", .serialized)
struct StopOrderTests {
    init() {
        MainScheduler.resetMainLoop()
    }

    /// Logs a source's subscription and disposal, at the scheduler's clock.
    private func watched<Element>(
        _ source: TestableObservable<Element>, _ name: String, _ log: EventLog, _ scheduler: TestScheduler
    ) -> Observable<Element> {
        source.asObservable().do(
            onSubscribe: { log.lines.append("\(scheduler.clock) \(name) subscribed") },
            onDispose: { log.lines.append("\(scheduler.clock) \(name) disposed") })
    }

    @Test("ReplaySubject (RxSwift's ReplayOne, ReplayMany, ReplayAll) replays, then adds the subscriber: what it sends during the replay misses it")
    func replaySubjectReplaysThenAdds() {
        let kinds: [(buffer: String, make: () -> ReplaySubject<Int>)] = [
            ("1", { .create(bufferSize: 1) }),
            ("2", { .create(bufferSize: 2) }),
            ("unbounded", { .createUnbounded() }),
        ]
        for kind in kinds {
            let log = EventLog()
            let subject = kind.make()
            let a = record(subject, into: log, as: "A ")
            subject.onNext(1)
            var sent = false
            let b = subject.subscribe(
                onNext: { value in
                    log.lines.append("B next(\(value))")
                    if !sent { sent = true; subject.onNext(2) }
                },
                onCompleted: { log.lines.append("B completed") })
            subject.onCompleted()
            let c = record(subject, into: log, as: "C ")
            let replayedToC = kind.buffer == "1" ? ["C next(2)"] : ["C next(1)", "C next(2)"]
            #expect(
                log.lines == ["A next(1)", "B next(1)", "A next(2)", "A completed", "B completed"]
                    + replayedToC + ["C completed"],
                "bufferSize \(kind.buffer)")
            for subscription in [a, b, c] { subscription.dispose() }
        }
    }

    @Test("observe(on: MainScheduler) (RxSwift's ObserveOnSerialDispatchQueueSink) passes completed on, then disposes the source")
    func observeOnMainSchedulerStopOrder() {
        var lines: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.do(onDispose: { lines.append("source disposed") })
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { lines.append("next \($0)") }, onCompleted: { lines.append("completed") })
        subject.onNext(1)
        subject.onCompleted()
        #expect(lines == ["next 1", "completed", "source disposed"])
    }

    @Test("window (RxSwift's AddRef for each window) completes the window, then the result, then disposes the source")
    func windowStopOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        scheduler.scheduleAt(200) {
            _ = self.watched(xs, "xs", log, scheduler)
                .window(timeSpan: .seconds(100), count: 10, scheduler: scheduler)
                .subscribe(
                    onNext: { window in
                        _ = window.subscribe { log.lines.append("\(scheduler.clock) window \($0)") }
                    },
                    onCompleted: { log.lines.append("\(scheduler.clock) completed") })
        }
        scheduler.start()
        #expect(log.lines == [
            "200 xs subscribed", "210 window next(1)",
            "230 window completed", "230 completed", "230 xs disposed",
        ])
    }

    @Test("timeout(other:) (RxSwift's Sink.forwarder) subscribes other before disposing the source; passes other's completed on, then disposes it")
    func timeoutStopOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let other = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        scheduler.scheduleAt(200) {
            _ = self.watched(xs, "xs", log, scheduler)
                .timeout(.seconds(20), other: self.watched(other, "other", log, scheduler), scheduler: scheduler)
                .subscribe { log.lines.append("\(scheduler.clock) \($0)") }
        }
        scheduler.start()
        #expect(log.lines == [
            "200 xs subscribed", "210 next(1)",
            "230 other subscribed", "230 xs disposed", "235 next(100)",
            "240 completed", "240 other disposed",
        ])
    }

    @Test("concat (RxSwift's TailRecursiveSink, its AsyncLock here a SerialCommandGate) disposes a finished source before subscribing the next; completes, then disposes the last")
    func concatStopOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let first = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let second = scheduler.createHotObservable([.next(230, 2), .completed(240)])
        scheduler.scheduleAt(200) {
            _ = self.watched(first, "first", log, scheduler)
                .concat(self.watched(second, "second", log, scheduler))
                .subscribe { log.lines.append("\(scheduler.clock) \($0)") }
        }
        scheduler.start()
        #expect(log.lines == [
            "200 first subscribed", "210 next(1)",
            "220 first disposed", "220 second subscribed", "230 next(2)",
            "240 completed", "240 second disposed",
        ])
    }
}
