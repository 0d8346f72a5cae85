@testable import MiniRx
import Testing

/// The main loop is one global: each test starts it afresh and leaves nothing queued.
@Suite("MainScheduler: the main run loop on virtual time", .serialized)
struct MainSchedulerTests {
    init() {
        MainScheduler.resetMainLoop()
    }

    @Test("instance runs at once when nothing is queued; asyncInstance always queues")
    func immediateOrQueued() {
        var lines: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            lines.append("instance")
            return Disposables.create()
        }
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            lines.append("asyncInstance")
            return Disposables.create()
        }
        lines.append("top level")
        MainScheduler.instance.runUntilIdle()
        #expect(lines == ["instance", "top level", "asyncInstance"])
    }

    @Test("instance queues behind its own work that is still queued or running")
    func queuesBehindItsOwnWork() {
        var lines: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            // Running: a nested schedule must wait until this returns.
            _ = MainScheduler.instance.schedule(()) { _ in
                lines.append("inner")
                // The queued inner work is still counted: this one queues too.
                _ = MainScheduler.instance.schedule(()) { _ in
                    lines.append("innermost")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            lines.append("outer ends")
            return Disposables.create()
        }
        #expect(lines == ["outer ends"])
        MainScheduler.instance.runUntilIdle()
        #expect(lines == ["outer ends", "inner", "innermost"])
    }

    @Test("each MainScheduler() counts only its own queued work, as each RxSwift instance does")
    func separateInstances() {
        var lines: [String] = []
        let other = MainScheduler()
        _ = MainScheduler.instance.schedule(()) { _ in
            _ = MainScheduler.instance.schedule(()) { _ in
                lines.append("instance: queued behind the outer work")
                return Disposables.create()
            }
            _ = other.schedule(()) { _ in
                lines.append("other: at once, nothing of its own is queued")
                return Disposables.create()
            }
            lines.append("outer ends")
            return Disposables.create()
        }
        MainScheduler.instance.runUntilIdle()
        #expect(lines == [
            "other: at once, nothing of its own is queued", "outer ends",
            "instance: queued behind the outer work",
        ])
    }

    @Test("timers run in order of due time, ties in the order scheduled; advance stops at the target")
    func timersAndAdvance() {
        var lines: [String] = []
        let main = MainScheduler.instance
        for (delay, name) in [(3, "c"), (1, "a"), (3, "d"), (2, "b"), (9, "late")] {
            _ = main.scheduleRelative((), dueTime: .seconds(delay)) { _ in
                lines.append("\(name) @\(Int(main.elapsed))")
                return Disposables.create()
            }
        }
        main.advance(by: .seconds(3))
        #expect(lines == ["a @1", "b @2", "c @3", "d @3"])
        #expect(main.elapsed == 3)
        #expect(main.hasPendingWork)
        main.advance(by: .milliseconds(5_500))
        #expect(lines.last == "d @3")
        #expect(main.elapsed == 8.5)
        main.runUntilIdle()
        #expect(lines.last == "late @9")
        #expect(!main.hasPendingWork)
    }

    @Test("the clock counts whole nanoseconds: ten 100ms ticks land exactly on 1s")
    func exactClock() {
        var lines: [String] = []
        let main = MainScheduler.instance
        _ = main.scheduleRelative((), dueTime: .seconds(1)) { _ in
            lines.append("1s timer")
            return Disposables.create()
        }
        let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: main)
            .subscribe(onNext: { lines.append("tick \($0)") })
        main.advance(by: .seconds(1))
        subscription.dispose()
        // Both are due at exactly 1s; the timer was scheduled first, so it runs first.
        #expect(lines.suffix(2) == ["1s timer", "tick 9"])
        #expect(main.elapsed == 1)
    }

    @Test("a cancelled timer never runs and does not move the clock")
    func cancelledTimer() {
        var ran = false
        let main = MainScheduler.instance
        let timer = main.scheduleRelative((), dueTime: .seconds(5)) { _ in
            ran = true
            return Disposables.create()
        }
        timer.dispose()
        #expect(!main.hasPendingWork)
        main.runUntilIdle()
        #expect(!ran)
        #expect(main.elapsed == 0)
    }

    @Test("interval on the main loop ticks as the program advances it")
    func intervalOnMainLoop() {
        let before = Resources.total
        var lines: [String] = []
        let main = MainScheduler.instance
        do {
            let subscription = Observable<Int>.interval(.seconds(1), scheduler: main)
                .subscribe(onNext: { lines.append("\($0) @\(Int(main.elapsed))") })
            main.advance(by: .seconds(3))
            subscription.dispose()
            main.runUntilIdle()
        }
        #expect(lines == ["0 @1", "1 @2", "2 @3"])
        #expect(main.elapsed == 3)
        #expect(Resources.total == before)
    }

    @Test("observe(on: MainScheduler.instance) delivers at once from top-level code")
    func observeOnMainInstance() {
        var lines: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: MainScheduler.instance)
            .subscribe(onNext: { lines.append("observed \($0)") })
        subject.onNext(1)
        lines.append("after onNext")
        subscription.dispose()
        #expect(lines == ["observed 1", "after onNext"])
    }

    @Test("observe(on: asyncInstance) delivers when the loop runs; disposing drops queued events")
    func observeOnAsyncInstance() {
        var lines: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { lines.append("observed \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        lines.append("after onNext")
        MainScheduler.instance.runUntilIdle()
        subject.onNext(3)
        subscription.dispose()
        MainScheduler.instance.runUntilIdle()
        #expect(lines == ["after onNext", "observed 1", "observed 2"])
    }

    @Test("subscribe(on: asyncInstance) subscribes when the loop runs")
    func subscribeOnAsyncInstance() {
        var lines: [String] = []
        let source = Observable<Int>.create { observer in
            lines.append("subscribed")
            observer.onNext(1)
            return Disposables.create { lines.append("disposed") }
        }
        let subscription = source.subscribe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { lines.append("next \($0)") })
        lines.append("subscribe returned")
        MainScheduler.instance.runUntilIdle()
        subscription.dispose()
        lines.append("dispose returned")
        MainScheduler.instance.runUntilIdle()
        #expect(lines == ["subscribe returned", "subscribed", "next 1", "dispose returned", "disposed"])
    }
}

@Suite("ConcurrentMainScheduler", .serialized)
struct ConcurrentMainSchedulerTests {
    init() {
        MainScheduler.resetMainLoop()
    }

    @Test("schedule runs at once (MiniRx has only the main thread); timers go to the main loop")
    func runsAtOnce() {
        var lines: [String] = []
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            lines.append("scheduled")
            return Disposables.create()
        }
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .seconds(2)) { _ in
            lines.append("timer @\(Int(MainScheduler.instance.elapsed))")
            return Disposables.create()
        }
        lines.append("top level")
        MainScheduler.instance.advance(by: .seconds(2))
        #expect(lines == ["scheduled", "top level", "timer @2"])
    }
}
