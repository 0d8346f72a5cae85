// Stage 10.7: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0. Every clock is a HistoricalScheduler starting at the Unix epoch;
// a line's first number is its clock, in seconds since then.
import Foundation
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// The scheduler's clock, in whole seconds since the epoch.
func clock(_ scheduler: HistoricalScheduler) -> Int {
    Int(scheduler.now.timeIntervalSince1970)
}

/// Runs `action` when the clock reaches `time`.
func at(_ time: Int, on scheduler: HistoricalScheduler, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: TimeInterval(time))) { _ in
        action()
        return Disposables.create()
    }
}

/// A scheduler that runs everything on a HistoricalScheduler and says when a timer fires and
/// when a periodic timer ticks, so a timer left running after the subscription ended shows as a
/// line with nothing after it.
final class TimerLog: SchedulerType {
    private let scheduler: HistoricalScheduler

    init(_ scheduler: HistoricalScheduler) {
        self.scheduler = scheduler
    }

    var now: RxTime { scheduler.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduler.scheduleRelative(state, dueTime: dueTime) { [scheduler] state in
            print("  \(clock(scheduler)): a timer fires")
            return action(state)
        }
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        scheduler.schedulePeriodic(state, startAfter: startAfter, period: period) { [scheduler] state in
            print("  \(clock(scheduler)): a periodic timer ticks")
            return action(state)
        }
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
}

/// A raw observer: it prints every event it gets, a second stop event included. `react` runs
/// after the print.
func printer<Element>(
    _ name: String, _ scheduler: HistoricalScheduler, react: @escaping (Event<Element>) -> Void = { _ in }
) -> AnyObserver<Element> {
    AnyObserver { event in
        print("  \(clock(scheduler)): \(name) gets \(event)")
        react(event)
    }
}

/// A sequence that sends `events` at their times and logs when it is subscribed and disposed,
/// printed at the end as `(subscribed: disposed)`.
final class Feed {
    let name: String
    let subject = PublishSubject<Int>()
    private let scheduler: HistoricalScheduler
    private var log: [(subscribed: Int, disposed: Int?)] = []

    init(_ name: String, _ events: [(Int, Event<Int>)], on scheduler: HistoricalScheduler) {
        self.name = name
        self.scheduler = scheduler
        for (time, event) in events {
            at(time, on: scheduler) { [subject] in
                print("  \(time): the \(name) sends \(event)")
                subject.on(event)
            }
        }
    }

    var observable: Observable<Int> {
        Observable.create { observer in
            let index = self.log.count
            self.log.append((clock(self.scheduler), nil))
            let subscription = self.subject.subscribe(observer)
            return Disposables.create {
                self.log[index].disposed = clock(self.scheduler)
                subscription.dispose()
            }
        }
    }

    func printLog() {
        let entries = log.map { "(\($0.subscribed): \($0.disposed.map(String.init) ?? "never disposed"))" }
        print("  \(name) subscribed: \(entries.joined(separator: ", "))")
    }
}

/// Subscribes A to what `make` returns at 200 and disposes it at `disposed` (if `disposed` is
/// earlier than 1000, saying so), running the clock, then prints each feed's log.
func play<Result>(
    _ feeds: [Feed], on scheduler: HistoricalScheduler, disposed: Int = 1000,
    react: @escaping (Event<Result>, Disposable?) -> Void = { _, _ in },
    _ make: () -> Observable<Result>
) {
    let result = make()
    var subscription: Disposable?
    at(200, on: scheduler) {
        subscription = result.subscribe(printer("A", scheduler) { event in react(event, subscription) })
    }
    at(disposed, on: scheduler) {
        if disposed < 1000 { print("  \(disposed): A is disposed") }
        subscription?.dispose()
    }
    scheduler.start()
    feeds.forEach { $0.printLog() }
}

/// Puts a source sending `events` through `operation` on a logged scheduler; A subscribes at
/// 200 and is disposed at `disposed`.
func run<Result>(
    _ events: [(Int, Event<Int>)], disposed: Int = 1000,
    _ operation: (Observable<Int>, SchedulerType) -> Observable<Result>
) {
    let scheduler = HistoricalScheduler()
    let source = Feed("source", events, on: scheduler)
    play([source], on: scheduler, disposed: disposed) { operation(source.observable, TimerLog(scheduler)) }
}

/// Samples a source sending `events` with a sampler sending `ticks`; A subscribes at 200.
func sampled(
    _ events: [(Int, Event<Int>)], ticks: [(Int, Event<Int>)], defaultValue: Int? = nil, disposed: Int = 1000
) {
    let scheduler = HistoricalScheduler()
    let source = Feed("source", events, on: scheduler)
    let sampler = Feed("sampler", ticks, on: scheduler)
    play([source, sampler], on: scheduler, disposed: disposed) {
        source.observable.sample(sampler.observable, defaultValue: defaultValue)
    }
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, so "the source is let go" prints only when your operator ends it
/// (a `create` would end it by itself at its stop event). It subclasses `Observable`, so your
/// operator gets it as it is.
final class HandWrittenSource: Observable<Int> {
    private let scheduler: HistoricalScheduler
    private var observer: AnyObserver<Int>?

    init(_ scheduler: HistoricalScheduler) {
        self.scheduler = scheduler
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create { [scheduler] in
            print("  \(clock(scheduler)): the source is let go")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("  \(clock(scheduler)): the source sends \(event)")
        observer?.on(event)
    }
}

/// Subscribes to what `make` returns at 200 and keeps the subscription while the clock runs;
/// then disposes it and says how many of the library's objects that let go: none, if the
/// subscription had ended by itself, as it should.
func heldUntilTheEnd<Result>(_ make: (HistoricalScheduler) -> Observable<Result>) {
    let scheduler = HistoricalScheduler()
    let observable = make(scheduler)
    var subscription: Disposable?
    at(200, on: scheduler) { subscription = observable.subscribe(printer("A", scheduler)) }
    scheduler.start()
    let objects = Resources.total
    subscription?.dispose()
    print("  objects the dispose let go: \(objects - Resources.total)")
}

rule("interval: 0, 1, 2, … one period apart on one periodic timer, the first one period after subscribing; it never completes") {
    scenario("interval(10): A subscribes at 200 and is disposed at 235") {
        let scheduler = HistoricalScheduler()
        play([], on: scheduler, disposed: 235) { Observable<Int>.interval(.seconds(10), scheduler: TimerLog(scheduler)) }
    }
    scenario("interval(10): A disposes its subscription when it gets 1") {
        let scheduler = HistoricalScheduler()
        play([], on: scheduler, react: { (event: Event<Int>, subscription) in
            if event.element == 1 {
                print("  \(clock(scheduler)): A disposes its subscription")
                subscription?.dispose()
            }
        }) { Observable<Int>.interval(.seconds(10), scheduler: TimerLog(scheduler)) }
    }
    scenario("interval(10): A subscribes at 200, B at 215; each has its own count; both are disposed at 240") {
        let scheduler = HistoricalScheduler()
        let ticks = Observable<Int>.interval(.seconds(10), scheduler: TimerLog(scheduler))
        var subscriptions: [Disposable] = []
        for (name, time) in [("A", 200), ("B", 215)] {
            at(time, on: scheduler) { subscriptions.append(ticks.subscribe(printer(name, scheduler))) }
        }
        at(240, on: scheduler) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
    }
}

rule("timer: with no period, 0 after dueTime, then completed, which ends the subscription; with a period, 0 after dueTime, then one more every period") {
    scenario("timer(15): A subscribes at 200") {
        let scheduler = HistoricalScheduler()
        play([], on: scheduler) { Observable<Int>.timer(.seconds(15), scheduler: TimerLog(scheduler)) }
    }
    scenario("timer(15): the program keeps the subscription") {
        heldUntilTheEnd { Observable<Int>.timer(.seconds(15), scheduler: TimerLog($0)) }
    }
    scenario("timer(15, period: 10): A is disposed at 240") {
        let scheduler = HistoricalScheduler()
        play([], on: scheduler, disposed: 240) {
            Observable<Int>.timer(.seconds(15), period: .seconds(10), scheduler: TimerLog(scheduler))
        }
    }
}

rule("timeout: each element, and a stop event, that comes within dueTime of the subscription or of the element before goes on; a stop event ends the subscription and its timer") {
    scenario("timeout(10): 1 at 205, 2 at 214, completed at 220") {
        run([(205, .next(1)), (214, .next(2)), (220, .completed)]) { $0.timeout(.seconds(10), scheduler: $1) }
    }
    scenario("timeout(10): 1 at 205, then an error at 212") {
        run([(205, .next(1)), (212, .error(Failure()))]) { $0.timeout(.seconds(10), scheduler: $1) }
    }
    scenario("timeout(10) on a subject that sends 1 at 205 and completes at 208; the program keeps the subscription") {
        heldUntilTheEnd { scheduler in
            let subject = PublishSubject<Int>()
            at(205, on: scheduler) { subject.onNext(1) }
            at(208, on: scheduler) { subject.onCompleted() }
            return subject.timeout(.seconds(10), scheduler: TimerLog(scheduler))
        }
    }
}

rule("timeout: when dueTime passes with nothing from the source, the source is let go and the result fails with RxError.timeout") {
    scenario("timeout(10): nothing comes") {
        run([(230, .next(1))]) { $0.timeout(.seconds(10), scheduler: $1) }
    }
    scenario("timeout(10): 1 at 205, 2 at 214, then nothing until 230") {
        run([(205, .next(1)), (214, .next(2)), (230, .next(3))]) { $0.timeout(.seconds(10), scheduler: $1) }
    }
}

rule("timeout with other: on a timeout, other is subscribed, then the source is let go; other's events go to the observer as they are, and its stop event ends the subscription") {
    scenario("timeout(10, other:): other sends 100 and 101 at 230 and 235, then completes at 240") {
        let scheduler = HistoricalScheduler()
        let source = Feed("source", [(205, .next(1)), (225, .next(2))], on: scheduler)
        let other = Feed("other", [(230, .next(100)), (235, .next(101)), (240, .completed)], on: scheduler)
        play([source, other], on: scheduler) {
            source.observable.timeout(.seconds(10), other: other.observable, scheduler: TimerLog(scheduler))
        }
    }
    scenario("timeout(10, other:): other sends 100 and completes as it is subscribed") {
        let scheduler = HistoricalScheduler()
        let source = Feed("source", [(205, .next(1))], on: scheduler)
        let other = Observable<Int>.create { observer in
            print("  \(clock(scheduler)): other is subscribed")
            observer.onNext(100)
            observer.onCompleted()
            return Disposables.create()
        }
        play([source], on: scheduler) {
            source.observable.timeout(.seconds(10), other: other, scheduler: TimerLog(scheduler))
        }
    }
    scenario("timeout(10, other:) on a hand-written source; other sends 100 as it is subscribed") {
        let scheduler = HistoricalScheduler()
        let source = HandWrittenSource(scheduler)
        let other = Observable<Int>.create { observer in
            print("  \(clock(scheduler)): other is subscribed")
            observer.onNext(100)
            return Disposables.create { print("  \(clock(scheduler)): other is let go") }
        }
        at(205, on: scheduler) { source.send(.next(1)) }
        play([], on: scheduler, disposed: 230) {
            source.timeout(.seconds(10), other: other, scheduler: TimerLog(scheduler))
        }
    }
    scenario("timeout(10, other:) on a subject; other is a subject that completes at 230; the program keeps the subscription") {
        heldUntilTheEnd { scheduler in
            let subject = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            at(205, on: scheduler) { subject.onNext(1) }
            at(220, on: scheduler) { other.onNext(100) }
            at(230, on: scheduler) { other.onCompleted() }
            return subject.timeout(.seconds(10), other: other, scheduler: TimerLog(scheduler))
        }
    }
}

rule("sample: at each element or the completion of the sampler, the latest element the source sent since the last sample goes out; if none, defaultValue if one is given, else nothing") {
    scenario("sample: the source sends 1 and 2, then 3, then 4; the sampler ticks at 210, 220 and 230, and completes at 240") {
        sampled(
            [(205, .next(1)), (207, .next(2)), (225, .next(3)), (235, .next(4)), (250, .next(5))],
            ticks: [(210, .next(0)), (220, .next(0)), (230, .next(0)), (240, .completed)])
    }
    scenario("sample(defaultValue: -1): the same") {
        sampled(
            [(205, .next(1)), (207, .next(2)), (225, .next(3)), (235, .next(4)), (250, .next(5))],
            ticks: [(210, .next(0)), (220, .next(0)), (230, .next(0)), (240, .completed)], defaultValue: -1)
    }
    scenario("sample: A sends 9 into the source when it gets 2; 9 waits for the next tick") {
        let scheduler = HistoricalScheduler()
        let source = Feed("source", [(205, .next(2))], on: scheduler)
        let sampler = Feed("sampler", [(210, .next(0)), (220, .next(0)), (230, .next(0))], on: scheduler)
        play([source, sampler], on: scheduler, react: { (event: Event<Int>, _) in
            if event.element == 2 {
                print("  \(clock(scheduler)): A sends 9")
                source.subject.onNext(9)
            }
        }) { source.observable.sample(sampler.observable) }
    }
}

rule("sample: the source's completion lets the source go at once and completes the result at the next tick, after the element still waiting; an error from either goes at once; the end lets both go") {
    scenario("sample: the source sends 1 and completes before the tick at 210") {
        sampled([(205, .next(1)), (207, .completed)], ticks: [(210, .next(0)), (220, .next(0))])
    }
    scenario("sample: the source completes with nothing waiting; the tick at 210 completes the result") {
        sampled([(207, .completed)], ticks: [(210, .next(0))])
    }
    scenario("sample on a hand-written source that completes at 207: it is let go then") {
        let scheduler = HistoricalScheduler()
        let source = HandWrittenSource(scheduler)
        let sampler = Feed("sampler", [(210, .next(0))], on: scheduler)
        at(205, on: scheduler) { source.send(.next(1)) }
        at(207, on: scheduler) { source.send(.completed) }
        play([sampler], on: scheduler) { source.sample(sampler.observable) }
    }
    scenario("sample: the source fails at 207, 1 waiting") {
        sampled([(205, .next(1)), (207, .error(Failure()))], ticks: [(210, .next(0))])
    }
    scenario("sample: the sampler fails at 207, 1 waiting") {
        sampled([(205, .next(1)), (215, .next(2))], ticks: [(207, .error(Failure()))])
    }
}

rule("buffer: an array goes out when it holds count elements or timeSpan after it opened, whichever comes first; then the next array opens with a timer of its own; a timer sends even an empty array") {
    scenario("buffer(timeSpan: 10, count: 3): 1, 2, 3 fill the first array at 205; 4 comes at 208; A is disposed at 228") {
        run([(202, .next(1)), (204, .next(2)), (205, .next(3)), (208, .next(4))], disposed: 228) {
            $0.buffer(timeSpan: .seconds(10), count: 3, scheduler: $1)
        }
    }
    scenario("buffer(timeSpan: 10, count: 2): A sends 3 into the source when it gets [1, 2], then 4 when it gets [3]") {
        let scheduler = HistoricalScheduler()
        let source = Feed("source", [(202, .next(1)), (204, .next(2))], on: scheduler)
        play([source], on: scheduler, disposed: 228, react: { (event: Event<[Int]>, _) in
            guard let array = event.element, let last = array.last, array.count == 2 || last == 3 else { return }
            print("  \(clock(scheduler)): A sends \(last + 1)")
            source.subject.onNext(last + 1)
        }) { source.observable.buffer(timeSpan: .seconds(10), count: 2, scheduler: TimerLog(scheduler)) }
    }
    scenario("buffer(timeSpan: 10, count: 2): A sends 3 and 4 into the source when it gets [1, 2]: [3, 4] goes out inside, and its window's timer is the one that runs") {
        let scheduler = HistoricalScheduler()
        let source = Feed("source", [(202, .next(1)), (204, .next(2))], on: scheduler)
        play([source], on: scheduler, disposed: 228, react: { (event: Event<[Int]>, _) in
            guard event.element == [1, 2] else { return }
            print("  \(clock(scheduler)): A sends 3 and 4")
            source.subject.onNext(3)
            source.subject.onNext(4)
            print("  \(clock(scheduler)): A is done with [1, 2]")
        }) { source.observable.buffer(timeSpan: .seconds(10), count: 2, scheduler: TimerLog(scheduler)) }
    }
}

rule("buffer: a completion sends the array gathered so far, even an empty one, then completes; an error drops it and goes at once; either ends the subscription and its timer") {
    scenario("buffer(timeSpan: 10, count: 3): 1 at 202, completed at 205") {
        run([(202, .next(1)), (205, .completed)]) { $0.buffer(timeSpan: .seconds(10), count: 3, scheduler: $1) }
    }
    scenario("buffer(timeSpan: 10, count: 3): the source completes at 213, the array empty") {
        run([(202, .next(1)), (213, .completed)]) { $0.buffer(timeSpan: .seconds(10), count: 3, scheduler: $1) }
    }
    scenario("buffer(timeSpan: 10, count: 3): 1 at 202, an error at 205") {
        run([(202, .next(1)), (205, .error(Failure()))]) { $0.buffer(timeSpan: .seconds(10), count: 3, scheduler: $1) }
    }
    scenario("buffer(timeSpan: 10, count: 3) on a subject that sends 1 at 202 and completes at 205; the program keeps the subscription") {
        heldUntilTheEnd { scheduler in
            let subject = PublishSubject<Int>()
            at(202, on: scheduler) { subject.onNext(1) }
            at(205, on: scheduler) { subject.onCompleted() }
            return subject.buffer(timeSpan: .seconds(10), count: 3, scheduler: TimerLog(scheduler))
        }
    }
}

rule("Disposing the subscription cancels the timer it set, and lets the source go") {
    scenario("timer(15): A is disposed at 210") {
        let scheduler = HistoricalScheduler()
        play([], on: scheduler, disposed: 210) { Observable<Int>.timer(.seconds(15), scheduler: TimerLog(scheduler)) }
    }
    scenario("timeout(10): A is disposed at 208, after 1") {
        run([(205, .next(1)), (230, .completed)], disposed: 208) { $0.timeout(.seconds(10), scheduler: $1) }
    }
    scenario("timeout(10, other:): A is disposed at 220, after the timeout") {
        let scheduler = HistoricalScheduler()
        let source = Feed("source", [], on: scheduler)
        let other = Feed("other", [(230, .next(100))], on: scheduler)
        play([source, other], on: scheduler, disposed: 220) {
            source.observable.timeout(.seconds(10), other: other.observable, scheduler: TimerLog(scheduler))
        }
    }
    scenario("sample: A is disposed at 215") {
        sampled([(205, .next(1)), (217, .next(2))], ticks: [(210, .next(0)), (220, .next(0))], disposed: 215)
    }
    scenario("buffer(timeSpan: 10, count: 3): A is disposed at 205, 1 gathered") {
        run([(202, .next(1)), (230, .completed)], disposed: 205) {
            $0.buffer(timeSpan: .seconds(10), count: 3, scheduler: $1)
        }
    }
}
