// Stage 9.5: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`. Each scenario then turns the loop ten seconds on, so that nothing
// it left there waits, and prints the number of your library's objects still alive, which must
// be 0. Times are printed as seconds since the scenario began.
import Foundation
import MyRx

nonisolated(unsafe) let main = MainScheduler.instance
nonisolated(unsafe) var scenarioStart = main.now

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    scenarioStart = main.now
    body()
    main.advance(by: .seconds(10))
    print("   live MyRx objects: \(Resources.total)")
}

/// The main loop's clock, in seconds since the scenario began.
func clock() -> String {
    "t=\(main.now.timeIntervalSince(scenarioStart))s"
}

/// Schedules work on the main scheduler that prints `name` when it runs and returns a
/// disposable that says when it is disposed.
func work(_ name: String, then body: @escaping () -> Void = {}) -> Disposable {
    main.schedule(()) { _ in
        print("  \(name) runs")
        body()
        print("  \(name) ends")
        return Disposables.create { print("  \(name)'s disposable disposed") }
    }
}

/// A timer on the main loop that prints `name` and the time when it fires.
func timer(_ name: String, after dueTime: RxTimeInterval) -> Disposable {
    main.scheduleRelative((), dueTime: dueTime) { _ in
        print("  timer \(name) fires at \(clock())")
        return Disposables.create()
    }
}

/// An observer that prints every event it gets.
func printer(_ name: String) -> AnyObserver<Int> {
    AnyObserver { event in print("  \(name) gets \(event)") }
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, so "the source's subscription is disposed" prints only when the
/// operator above it ends it, and "the source is released" only when that operator lets go of
/// it. It subclasses `Observable`, so the operator gets it as it is (any other `ObservableType`
/// would reach it through `asObservable()`, whose `create` ends the subscription by itself). On
/// a stop event it lets go of its observer, as a subject does.
final class HandSource: Observable<Int> {
    private var observer: AnyObserver<Int>?

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("  the source's subscription is disposed")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        let observer = self.observer
        if event.isStopEvent { self.observer = nil }
        observer?.on(event)
    }

    deinit {
        print("  the source is released")
    }
}

rule("`schedule` runs the work at once when none of the scheduler's work is waiting or running, and returns what the work returned") {
    scenario("top-level work") {
        let first = work("first")
        print("  schedule returned; disposing what it returned")
        first.dispose()
    }
    scenario("top-level work while a timer waits: a timer is not work `schedule` queued") {
        let later = timer("t", after: .seconds(1))
        _ = work("top-level")
        print("  schedule returned")
        main.advance(by: .seconds(1))
        later.dispose()
    }
    scenario("work scheduled from inside a timer, with none of the scheduler's work queued") {
        _ = main.scheduleRelative((), dueTime: .seconds(1)) { _ in
            print("  the timer fires at \(clock())")
            _ = work("from the timer")
            print("  the timer's schedule returned")
            return Disposables.create()
        }
        main.advance(by: .seconds(1))
    }
    scenario("a second MainScheduler() counts only its own work") {
        let other = MainScheduler()
        _ = work("outer") {
            _ = other.schedule(()) { _ in
                print("  the other scheduler's work runs")
                return Disposables.create()
            }
            print("  the other scheduler's schedule returned")
        }
    }
}

rule("Work scheduled while the scheduler's work runs or waits is queued behind it, and runs when the program turns the loop, in the order it was scheduled") {
    scenario("outer schedules B and C; B schedules D") {
        _ = work("outer") {
            _ = work("B") { _ = work("D") }
            _ = work("C")
            print("  outer scheduled B and C")
        }
        print("  the outer schedule returned; now the loop turns")
        main.runUntilIdle()
    }
    scenario("top-level work while work waits on the loop") {
        _ = work("outer") { _ = work("queued") }
        _ = work("top-level")
        print("  the loop turns")
        main.runUntilIdle()
        _ = work("after the loop ran")
        print("  schedule returned")
    }
}

rule("A queued piece disposed before its turn never runs; once its turn has passed, the scheduler runs work at once again") {
    scenario("queued, disposed, then the loop turns") {
        var queued: Disposable?
        _ = work("outer") { queued = work("queued") }
        queued?.dispose()
        print("  queued was disposed while it waited")
        main.runUntilIdle()
        queued = nil
        _ = work("after the loop ran")
        print("  schedule returned")
    }
}

rule("A timer (`scheduleRelative`) runs when the clock reaches its due time: `advance(by:)` runs what is due, in order of due time and then of scheduling, and leaves the clock at its target; a disposed timer never runs") {
    scenario("timers at 2s, 1s, 2s, and one disposed") {
        _ = timer("a", after: .seconds(2))
        _ = timer("b", after: .seconds(1))
        _ = timer("c", after: .seconds(2))
        let cancelled = timer("x", after: .milliseconds(1500))
        cancelled.dispose()
        print("  nothing has fired yet (\(clock()))")
        main.advance(by: .milliseconds(1500))
        print("  advanced 1.5s: \(clock())")
        main.advance(by: .seconds(1))
        print("  advanced 1s more: \(clock())")
    }
    scenario("a timer scheduled by a timer, ten 100ms steps") {
        _ = main.scheduleRelative((), dueTime: .seconds(1)) { _ in
            print("  first fires at \(clock()); schedules second in 1s")
            return timer("second", after: .seconds(1))
        }
        for _ in 1...10 { main.advance(by: .milliseconds(100)) }
        print("  ten steps of 100ms: \(clock())")
        main.advance(by: .seconds(1))
    }
}

rule("`runUntilIdle()` runs until nothing is left, moving the clock to each piece's due time") {
    scenario("timers at 3s and 5s") {
        _ = timer("late", after: .seconds(5))
        _ = timer("early", after: .seconds(3))
        main.runUntilIdle()
        print("  idle at \(clock())")
    }
    scenario("timers at 3s and 5s, the one at 5s disposed: the clock stays at the last piece run") {
        _ = timer("kept", after: .seconds(3))
        let cancelled = timer("cancelled", after: .seconds(5))
        cancelled.dispose()
        main.runUntilIdle()
        print("  idle at \(clock())")
    }
}

rule("`schedulePeriodic` ticks first after `startAfter`, then every `period`, passing each tick's state to the next; disposing it stops the ticks") {
    scenario("ticks at 1s, then every 2s, stopped after 6s") {
        let ticks = main.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(2)) { count in
            print("  tick \(count) at \(clock())")
            return count + 1
        }
        main.advance(by: .seconds(6))
        ticks.dispose()
        print("  disposed at \(clock())")
    }
    scenario("ticks every 1s, disposed from inside tick 1") {
        var ticks: Disposable?
        ticks = main.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { count in
            print("  tick \(count) at \(clock())")
            if count == 1 {
                ticks?.dispose()
                print("  tick 1 disposed the timer")
            }
            return count + 1
        }
        main.advance(by: .seconds(5))
        print("  advanced 5s: \(clock())")
        ticks = nil
    }
}

rule("`observe(on:)` subscribes to the source at once and hands every event to the scheduler: from top-level code with nothing queued an event is delivered at once; from work running on the loop, when the loop turns, in order") {
    scenario("a subject's events through observe(on: MainScheduler.instance)") {
        let subject = PublishSubject<Int>()
        let subscription = Observable<Int>.create { observer in
            print("  source subscribed")
            return subject.subscribe(observer)
        }
        .observe(on: main)
        .subscribe(printer("A"))
        print("  subscribe returned")
        subject.onNext(1)
        print("  onNext(1) returned")
        _ = work("sender") {
            subject.onNext(2)
            subject.onNext(3)
            print("  sent 2 and 3")
        }
        print("  the loop turns")
        main.runUntilIdle()
        subscription.dispose()
    }
    scenario("a source sending of(1, 2, 3), observed on the loop, subscribed from inside work") {
        _ = work("outer") {
            _ = Observable<Int>.create { observer in
                print("  source subscribed")
                return Observable.of(1, 2, 3).subscribe(observer)
            }
            .observe(on: main)
            .subscribe(printer("A"))
            print("  outer subscribed")
        }
        print("  the loop turns")
        main.runUntilIdle()
    }
    scenario("observe(on: MainScheduler()), sent from inside MainScheduler.instance's work: the events go to the scheduler given") {
        let other = MainScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: other).subscribe(printer("A"))
        _ = work("sender") {
            subject.onNext(1)
            print("  sent 1")
        }
        main.runUntilIdle()
        subscription.dispose()
    }
    scenario("an observer that sends the next event from inside each delivery: a delivered event leaves nothing behind") {
        let subject = PublishSubject<Int>()
        var objectsAtTwo = Resources.total
        let subscription = subject.observe(on: main).subscribe(onNext: { value in
            if value == 2 { objectsAtTwo = Resources.total }
            if value > 2 {
                print("  A gets \(value); live MyRx objects beyond those at 2: \(Resources.total - objectsAtTwo)")
            } else {
                print("  A gets \(value)")
            }
            if value < 5 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        print("  onNext(1) returned; the loop turns")
        main.runUntilIdle()
        subscription.dispose()
    }
}

rule("`of(…, scheduler:)` sends on the scheduler it is given: on the main loop, the first element at once, each next one when the loop turns") {
    scenario("of(1, 2, 3, scheduler: MainScheduler.instance)") {
        _ = Observable.of(1, 2, 3, scheduler: main).subscribe(printer("A"))
        print("  subscribe returned; the loop turns")
        main.runUntilIdle()
    }
}

rule("An event waiting on the loop is not delivered once the subscription is disposed; a delivered stop event ends the subscription") {
    scenario("disposed while 2 waits") {
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: main).subscribe(printer("A"))
        _ = work("sender") { subject.onNext(2) }
        subscription.dispose()
        print("  disposed; the loop turns")
        main.runUntilIdle()
    }
    scenario("completed from inside work, to an observer that never disposes anything itself") {
        let subject = PublishSubject<Int>()
        _ = subject.observe(on: main).subscribe(printer("A"))
        _ = work("sender") {
            subject.onNext(1)
            subject.onCompleted()
            print("  sent 1 and completed")
        }
        print("  the loop turns")
        main.runUntilIdle()
    }
    scenario("a hand-written source completes from inside work; the program keeps the subscription") {
        var source: HandSource? = HandSource()
        let subscription = source!.observe(on: main).subscribe(printer("A"))
        _ = work("sender") {
            source?.send(.next(1))
            source?.send(.completed)
            source = nil
            print("  sent 1 and completed; the program let go of the source")
        }
        print("  the loop turns")
        main.runUntilIdle()
        print("  the loop is idle; disposing the subscription")
        subscription.dispose()
    }
}
