// Chapter 9: Schedulers and virtual time. Seed 000's view model fires every second through
// `interval` on the main run loop; the program turns that loop itself, so time is virtual and
// the output is the same on every run. Then: how MainScheduler decides between "now" and
// "later", the CurrentThreadScheduler trampoline, throttle / debounce / delay as marble
// diagrams, subscribe(on:) against observe(on:), and a chain tested on a TestScheduler.
import Foundation
import MiniRx
import MiniRxTest

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("usage: ch09\n".utf8))
    exit(2)
}

/// The main run loop. Nothing on it runs until the program advances it.
let mainLoop = MainScheduler.instance

/// The main loop's clock, in whole seconds, to stamp what happens.
@MainActor func stamp() -> String {
    "[t=\(Int(mainLoop.elapsed))s]"
}

// MARK: 1. The view model

/// Seed 000's view model: `request()` starts a timer on the main run loop, and every tick is
/// sent to whoever listens to `testSubject`. The timer lives as long as the view model's bag.
final class ViewModel {
    let testSubject = PublishSubject<String>()
    private let bag = DisposeBag()

    func request() {
        let timer = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
        timer.subscribe(onNext: { [weak self] tick in
            self?.testSubject.onNext("fire #\(tick)")
        }).disposed(by: bag)
    }

    deinit {
        print("  view model released; its bag disposes the timer")
    }
}

print("-- 1. A view model that fires every second on the main run loop")
do {
    var viewModel: ViewModel? = ViewModel()
    let screenBag = DisposeBag()
    viewModel?.testSubject.subscribe(onNext: { print("  \(stamp()) observer1 --- \($0)") })
        .disposed(by: screenBag)
    viewModel?.testSubject.subscribe(onNext: { print("  \(stamp()) observer2 --- \($0)") })
        .disposed(by: screenBag)
    viewModel?.request()
    print("  \(stamp()) request() returned; the first tick is one period away")
    print("  advance the main loop by 3s:")
    mainLoop.advance(by: .seconds(3))
    print("  \(stamp()) the screen goes away:")
    viewModel = nil
    mainLoop.advance(by: .seconds(2))
    print("  \(stamp()) two more seconds, no ticks; work left on the loop: \(mainLoop.hasPendingWork)")
}

// MARK: 2. Now or later

print("-- 2. MainScheduler.instance runs at once when nothing is queued; asyncInstance queues")
do {
    _ = MainScheduler.instance.schedule(()) { _ in
        print("  instance: outer work runs at once")
        _ = MainScheduler.instance.schedule(()) { _ in
            print("  instance: inner work, queued while the outer work ran")
            return Disposables.create()
        }
        print("  instance: outer work ends")
        return Disposables.create()
    }
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
        print("  asyncInstance: its work, queued even though nothing was waiting")
        return Disposables.create()
    }
    print("  top level goes on; work left on the loop: \(mainLoop.hasPendingWork)")
    mainLoop.runUntilIdle()
    print("  runUntilIdle() ran the queue in order; work left: \(mainLoop.hasPendingWork)")
}

// MARK: 3. The trampoline

print("-- 3. The CurrentThreadScheduler trampoline")
do {
    print("  at top level, isScheduleRequired = \(CurrentThreadScheduler.isScheduleRequired)")
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        print("  first work runs at once; isScheduleRequired = \(CurrentThreadScheduler.isScheduleRequired)")
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            print("  nested work runs when the first work has returned")
            return Disposables.create()
        }
        print("  first work ends")
        return Disposables.create()
    }
    // `of` sends one element per trampoline step, so inner sources take turns.
    var order: [Int] = []
    _ = Observable.of(1, 2, 3)
        .flatMap { Observable.of($0 * 10, $0 * 10 + 1, $0 * 10 + 2) }
        .subscribe(onNext: { order.append($0) })
    print("  of(1, 2, 3).flatMap { of(x*10, x*10+1, x*10+2) }: \(order.map(String.init).joined(separator: " "))")
}

// MARK: 4. Marble diagrams

/// The `events` line of a marble diagram: one character per second of virtual time.
func eventsLine(_ events: [Recorded<Event<Int>>]) -> String {
    let diagram = MarbleDiagram(events: events, scale: 1, origin: 0).render()
    let line = diagram.split(separator: "\n").first { $0.hasPrefix("events") } ?? ""
    return String(line.dropFirst("events".count)).trimmingCharacters(in: .whitespaces)
}

/// Runs `apply` on a fresh hot source drawn by `sourceMarbles` (one character per second),
/// subscribed at time 0, and returns what came out.
func run(
    _ sourceMarbles: String, _ apply: (TestScheduler, Observable<Int>) -> Observable<Int>
) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let values: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6]
    let source = scheduler.createHotObservable(marbles: sourceMarbles, values: values, scale: 1)
    let result = apply(scheduler, source.asObservable())
    return scheduler.start(created: 0, subscribed: 0, disposed: 100) { result }.events
}

print("-- 4. throttle, debounce and delay as marble diagrams (one character = 1s)")
do {
    let source = "-12--3---------45--6-----------|"
    /// One diagram line: a label, then the events from time 0.
    func line(_ label: String, _ events: [Recorded<Event<Int>>]) {
        print("  " + label.padding(toLength: 29, withPad: " ", startingAt: 0) + eventsLine(events))
    }
    print("  " + "time".padding(toLength: 29, withPad: " ", startingAt: 0) + "0s        10s       20s       30s")
    line("source", run(source) { _, xs in xs })
    line("throttle(5s)", run(source) { s, xs in xs.throttle(.seconds(5), scheduler: s) })
    line("throttle(5s, latest: false)", run(source) { s, xs in
        xs.throttle(.seconds(5), latest: false, scheduler: s)
    })
    line("debounce(2s)", run(source) { s, xs in xs.debounce(.seconds(2), scheduler: s) })
    line("delay(3s)", run(source) { s, xs in xs.delay(.seconds(3), scheduler: s) })
}

// MARK: 5. subscribe(on:) and observe(on:)

print("-- 5. subscribe(on:) moves the subscribing; observe(on:) moves the delivery")
do {
    let source = Observable<String>.create { observer in
        print("  source: subscribed; sends \"a\", then completes")
        observer.onNext("a")
        observer.onCompleted()
        return Disposables.create()
    }
    _ = source.subscribe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { print("  observer: got \($0)") })
    print("  subscribe(on: asyncInstance) returned: the source has not run yet")
    mainLoop.runUntilIdle()
    print("  the loop ran: subscribing and delivery both happened on it")
    _ = source.observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { print("  observer: got \($0)") })
    print("  observe(on: asyncInstance) returned: the source ran, the delivery waits")
    mainLoop.runUntilIdle()
    print("  the loop ran: the delivery happened on it")
}

// MARK: 6. Testing a chain on a TestScheduler

print("-- 6. Testing map on a TestScheduler (RxTest's canonical test)")
do {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
        .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 2 } }
    print("  created at 100, subscribed at 200, to be disposed at 1000")
    print("  recorded: \(res.events.map { "\($0)" }.joined(separator: ", "))")
    print("  subscriptions: \(xs.subscriptions.map { "\($0)" }.joined(separator: ", "))")
    let correctMessages: [Recorded<Event<Int>>] = [
        .next(210, 0 * 2), .next(220, 1 * 2), .next(230, 2 * 2), .next(240, 4 * 2), .completed(300),
    ]
    print("  events == expected: \(res.events == correctMessages)")
    print("  subscriptions == [Subscription(200, 300)]: \(xs.subscriptions == [Subscription(200, 300)])")
    print(MarbleDiagram(events: res.events, subscriptions: xs.subscriptions)
        .render().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
}

print("live MiniRx objects: \(Resources.total)")
