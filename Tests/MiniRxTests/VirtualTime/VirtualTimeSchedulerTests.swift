import Foundation
import MiniRx
import MiniRxTest
import Testing

@Suite("VirtualTimeScheduler (through TestScheduler)", .serialized)
struct VirtualTimeSchedulerTests {
    @Test("start() runs work in time order, ties in the order scheduled, moving the clock")
    func startOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        scheduler.scheduleAt(30) { log.lines.append("30 a @\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.lines.append("10 @\(scheduler.clock)") }
        scheduler.scheduleAt(30) { log.lines.append("30 b @\(scheduler.clock)") }
        scheduler.scheduleAt(20) {
            log.lines.append("20 @\(scheduler.clock)")
            // Scheduled while running, for a time already queued: runs after the earlier ones.
            scheduler.scheduleAt(30) { log.lines.append("30 c @\(scheduler.clock)") }
        }
        scheduler.start()
        #expect(log.lines == ["10 @10", "20 @20", "30 a @30", "30 b @30", "30 c @30"])
        #expect(scheduler.clock == 30)
    }

    @Test("scheduleAt in the past runs next without moving the clock back")
    func pastWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        scheduler.scheduleAt(50) {
            scheduler.scheduleAt(10) { log.lines.append("past @\(scheduler.clock)") }
            log.lines.append("50 @\(scheduler.clock)")
        }
        scheduler.scheduleAt(60) { log.lines.append("60 @\(scheduler.clock)") }
        scheduler.start()
        #expect(log.lines == ["50 @50", "past @50", "60 @60"])
    }

    @Test("simulateProcessingDelay moves work scheduled for now to now + 1; scheduleAt is exact")
    func processingDelay() {
        for simulate in [true, false] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: simulate)
            let log = EventLog()
            scheduler.scheduleAt(10) {
                _ = scheduler.schedule(()) { _ in
                    log.lines.append("schedule @\(scheduler.clock)")
                    return Disposables.create()
                }
                _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
                    log.lines.append("relative 0 @\(scheduler.clock)")
                    return Disposables.create()
                }
                _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                    log.lines.append("relative 5 @\(scheduler.clock)")
                    return Disposables.create()
                }
                scheduler.scheduleAt(10) { log.lines.append("scheduleAt now @\(scheduler.clock)") }
            }
            scheduler.start()
            let now = simulate ? 11 : 10
            #expect(log.lines == [
                simulate ? "scheduleAt now @10" : "schedule @10",
                simulate ? "schedule @\(now)" : "relative 0 @10",
                simulate ? "relative 0 @\(now)" : "scheduleAt now @10",
                "relative 5 @15",
            ])
        }
    }

    @Test("Relative times go through Date: .seconds are ticks at resolution 1, .milliseconds at 0.001")
    func resolution() {
        let seconds = TestScheduler(initialClock: 5, simulateProcessingDelay: false)
        let log = EventLog()
        _ = seconds.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.lines.append("seconds @\(seconds.clock)")
            return Disposables.create()
        }
        seconds.start()

        let millis = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        _ = millis.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            log.lines.append("millis @\(millis.clock)")
            return Disposables.create()
        }
        _ = millis.scheduleRelative((), dueTime: .seconds(2)) { _ in
            log.lines.append("2 seconds @\(millis.clock)")
            return Disposables.create()
        }
        millis.start()
        #expect(log.lines == ["seconds @15", "millis @300", "2 seconds @2000"])
        #expect(millis.now == Date(timeIntervalSince1970: 2))
    }

    @Test("Rounding is RxTest's (add 0.5, truncate): below zero a relative time lands a tick late")
    func negativeRounding() {
        let scheduler = TestScheduler(initialClock: -10, simulateProcessingDelay: false)
        let log = EventLog()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
            log.lines.append("due at -7, ran @\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
            log.lines.append("past, ran @\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        // -7 + 0.5 = -6.5 truncates to -6; the negative delay is "the past": it runs now.
        #expect(log.lines == ["past, ran @-10", "due at -7, ran @-6"])
    }

    @Test("Disposing scheduled work before it is due cancels it")
    func cancel() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let cancelled = scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in
            log.lines.append("cancelled work ran")
            return Disposables.create()
        }
        scheduler.scheduleAt(10) { cancelled.dispose() }
        scheduler.scheduleAt(30) { log.lines.append("30") }
        scheduler.start()
        #expect(log.lines == ["30"])
    }

    @Test("Disposing after the work ran disposes what the work returned")
    func disposeAfterRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let work = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            Disposables.create { log.lines.append("result disposed @\(scheduler.clock)") }
        }
        scheduler.scheduleAt(20) { work.dispose() }
        scheduler.start()
        #expect(log.lines == ["result disposed @20"])
    }

    @Test("advanceTo runs what is due up to the time (inclusive) and sets the clock; sleep only moves it")
    func advanceAndSleep() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        for time in [10, 20, 30] {
            scheduler.scheduleAt(time) { log.lines.append("\(time) @\(scheduler.clock)") }
        }
        scheduler.advanceTo(20)
        #expect(log.lines == ["10 @10", "20 @20"])
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(25)
        #expect(scheduler.clock == 25)
        scheduler.sleep(100)
        #expect(scheduler.clock == 125)
        #expect(log.lines == ["10 @10", "20 @20"])
        // The work due at 30 is overdue now: it runs at the current clock.
        scheduler.start()
        #expect(log.lines == ["10 @10", "20 @20", "30 @125"])
    }

    @Test("stop() ends start() after the running item; start() again goes on")
    func stop() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        scheduler.scheduleAt(10) {
            log.lines.append("10")
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { log.lines.append("20") }
        scheduler.start()
        #expect(log.lines == ["10"])
        #expect(scheduler.clock == 10)
        scheduler.start()
        #expect(log.lines == ["10", "20"])
    }

    @Test("debugDescription lists the queued due times in heap order, as RxSwift prints them")
    func debugDescription() {
        let scheduler = TestScheduler(initialClock: 0)
        for time in [30, 10, 20, 5] {
            scheduler.scheduleAt(time) {}
        }
        // Heap: 30; 10 above 30; 20 under 10; 5 under 30, then above 10.
        #expect(scheduler.debugDescription == "[5, 10, 20, 30]")
        let fresh = TestScheduler(initialClock: 0)
        for time in [10, 30, 20] {
            fresh.scheduleAt(time) {}
        }
        #expect(fresh.debugDescription == "[10, 30, 20]")
    }
}

@Suite("HistoricalScheduler", .serialized)
struct HistoricalSchedulerTests {
    @Test("The clock is a Date starting at the epoch, moved by Dates and TimeIntervals")
    func dates() {
        let scheduler = HistoricalScheduler()
        let log = EventLog()
        #expect(scheduler.clock == Date(timeIntervalSince1970: 0))
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            log.lines.append("at \(scheduler.now)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 90) { _ in
            log.lines.append("at \(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1500)) { _ in
            log.lines.append("at \(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.advanceTo(Date(timeIntervalSince1970: 60))
        #expect(log.lines == ["at 1.5", "at 1970-01-01 00:00:05 +0000"])
        #expect(scheduler.clock == Date(timeIntervalSince1970: 60))
        scheduler.sleep(20)
        #expect(scheduler.now == Date(timeIntervalSince1970: 80))
        scheduler.start()
        #expect(log.lines.last == "at 1970-01-01 00:01:30 +0000")
        #expect(scheduler.clock == Date(timeIntervalSince1970: 90))
    }

    @Test("No processing delay: work scheduled for now runs now")
    func noDelay() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1000))
        let log = EventLog()
        _ = scheduler.schedule(()) { _ in
            log.lines.append("\(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        #expect(log.lines == ["1000.0"])
    }
}
