import Foundation
import MiniRx
import Testing

// Audit of HistoricalScheduler and its VirtualTimeScheduler base against RxSwift 6.10.2
// (RxSwift/Schedulers/HistoricalScheduler.swift, VirtualTimeScheduler.swift; tests
// HistoricalSchedulerTest.swift, whose `dueTime: 10.0` spelling is RxSwift 4's: RxSwift 6 takes
// `.seconds(10)`). No ported conformance case drives this scheduler: these tests are
// modelled on RxSwift's HistoricalScheduler behaviour as that source and those tests show it,
// driving it as a program with `import Foundation` would, its clock a `Date`.

@Suite("Audit: HistoricalScheduler (RxSwift 6.10.2)", .serialized)
struct TimeHistoricalSchedulerAuditTests {
    private func at(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test("the clock starts at initialClock (by default the Unix epoch), as a Date")
    func initialClock() {
        let scheduler = HistoricalScheduler(initialClock: at(10))
        #expect(scheduler.now == at(10))
        #expect(scheduler.clock == at(10))
        #expect(HistoricalScheduler().clock == at(0))
        #expect("\(HistoricalScheduler().clock)" == "1970-01-01 00:00:00 +0000")
    }

    /// Schedules RxSwift's test shape: at +10 s, an action that schedules one more at +20 s and
    /// one "now" (whose disposables `body` gets), recording `now` each time.
    private func nested(
        _ scheduler: HistoricalScheduler, log: @escaping (String) -> Void,
        body: @escaping (_ later: Disposable, _ now: Disposable) -> Disposable
    ) {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log("outer \(scheduler.now.timeIntervalSince1970)")
            let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                log("later \(scheduler.now.timeIntervalSince1970)")
                return Disposables.create()
            }
            let now = scheduler.schedule(()) { _ in
                log("now \(scheduler.now.timeIntervalSince1970)")
                return Disposables.create()
            }
            return body(later, now)
        }
    }

    @Test("start runs everything in time order, work scheduled now runs at the same time")
    func start() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        nested(scheduler, log: { log.append($0) }) { _, now in now }
        scheduler.start()
        #expect(log == ["outer 10.0", "now 10.0", "later 30.0"])
        #expect(scheduler.clock == at(30))
    }

    @Test("disposing scheduled work before it runs cancels it")
    func disposeBeforeRunning() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        nested(scheduler, log: { log.append($0) }) { later, now in
            now.dispose()
            later.dispose()
            return Disposables.create()
        }
        scheduler.start()
        #expect(log == ["outer 10.0"])
        // Cancelled work does not move the clock.
        #expect(scheduler.clock == at(10))
    }

    @Test("advanceTo runs what is due up to the target, then leaves the clock on the target")
    func advanceTo() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        nested(scheduler, log: { log.append($0) }) { _, now in now }
        scheduler.advanceTo(at(10))
        #expect(log == ["outer 10.0", "now 10.0"])
        scheduler.advanceTo(at(100))
        #expect(log == ["outer 10.0", "now 10.0", "later 30.0"])
        #expect(scheduler.clock == at(100))
        // As in RxSwift, advancing to an earlier time just sets the clock back.
        scheduler.advanceTo(at(50))
        #expect(scheduler.clock == at(50))
    }

    @Test("stop ends start after the running item; start again resumes")
    func stop() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        nested(scheduler, log: { log.append($0) }) { _, _ in
            scheduler.stop()
            return Disposables.create()
        }
        scheduler.start()
        #expect(log == ["outer 10.0"])
        scheduler.start()
        #expect(log == ["outer 10.0", "now 10.0", "later 30.0"])
    }

    @Test("sleep moves the clock without running anything; later work counts from there")
    func sleep() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.append("outer \(scheduler.now.timeIntervalSince1970)")
            scheduler.sleep(100)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                log.append("later \(scheduler.now.timeIntervalSince1970)")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("now \(scheduler.now.timeIntervalSince1970)")
                return Disposables.create()
            }
            return Disposables.create()
        }
        scheduler.start()
        #expect(log == ["outer 10.0", "now 110.0", "later 130.0"])
    }

    @Test("work due in the past runs next, at the current clock: the clock never goes back")
    func pastWorkRunsAtTheCurrentClock() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        nested(scheduler, log: { log.append($0) }) { _, now in now }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            scheduler.sleep(100)
            log.append("slept to \(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        // Both +10 s items come before the first one's "now" work (queued later, same time);
        // the second sleeps to 110, so "now" (due at 10) and "later" (due at 30) run at 110.
        #expect(log == ["outer 10.0", "slept to 110.0", "now 110.0", "later 110.0"])
    }

    @Test("absolute and relative virtual times, printed as Dates, interleave with operators")
    func programInTheConformanceStyle() {
        let scheduler = HistoricalScheduler(initialClock: at(0))
        var out: [String] = []
        let bag = DisposeBag()
        _ = scheduler.scheduleAbsoluteVirtual((), time: at(5)) { _ in
            out.append("absolute \(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 7.5) { _ in
            out.append("relative virtual \(scheduler.clock.timeIntervalSince1970)")
            return Disposables.create()
        }
        Observable<Int>.interval(.seconds(3), scheduler: scheduler)
            .take(4)
            .subscribe(
                onNext: { out.append("tick \($0) at \(scheduler.now.timeIntervalSince1970)") },
                onCompleted: { out.append("ticks done at \(scheduler.now.timeIntervalSince1970)") })
            .disposed(by: bag)
        Observable.of(1, 2, 3)
            .delay(.milliseconds(1_500), scheduler: scheduler)
            .subscribe(onNext: { out.append("delayed \($0) at \(scheduler.now.timeIntervalSince1970)") })
            .disposed(by: bag)
        scheduler.advanceTo(at(8))
        out.append("advanced to \(scheduler.clock)")
        scheduler.sleep(1)
        out.append("slept to \(scheduler.clock)")
        scheduler.start()
        out.append("end \(scheduler.clock), queue \(scheduler.debugDescription)")
        #expect(out == [
            "delayed 1 at 1.5", "delayed 2 at 1.5", "delayed 3 at 1.5",
            "tick 0 at 3.0",
            "absolute 1970-01-01 00:00:05 +0000",
            "tick 1 at 6.0",
            "relative virtual 7.5",
            "advanced to 1970-01-01 00:00:08 +0000",
            "slept to 1970-01-01 00:00:09 +0000",
            "tick 2 at 9.0",
            "tick 3 at 12.0", "ticks done at 12.0",
            "end 1970-01-01 00:00:12 +0000, queue []",
        ])
    }

    @Test("debugDescription lists the queued items' times (RxSwift's PriorityQueue order)")
    func debugDescription() {
        let scheduler = HistoricalScheduler()
        for seconds in [20, 10, 30] {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
                Disposables.create()
            }
        }
        #expect(scheduler.debugDescription == """
            [1970-01-01 00:00:10 +0000, 1970-01-01 00:00:20 +0000, 1970-01-01 00:00:30 +0000]
            """)
    }

    @Test("timer with a period on a HistoricalScheduler: first tick after the due time")
    func periodicTimer() {
        let scheduler = HistoricalScheduler(initialClock: at(100))
        var out: [String] = []
        let subscription = Observable<Int>.timer(.seconds(2), period: .seconds(1), scheduler: scheduler)
            .subscribe(onNext: { out.append("\($0)@\(scheduler.clock.timeIntervalSince1970)") })
        scheduler.advanceTo(at(104.5))
        subscription.dispose()
        scheduler.start()
        #expect(out == ["0@102.0", "1@103.0", "2@104.0"])
        #expect(scheduler.clock == at(104.5))
    }
}
