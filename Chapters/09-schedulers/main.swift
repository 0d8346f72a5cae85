// Chapter 9: Schedulers and the trampoline. Seed 000's view model fires every second through
// `interval` on the main run loop; the program turns that loop itself, so time is virtual and
// the output is the same on every run. Then: how MainScheduler decides between "now" and
// "later", the CurrentThreadScheduler trampoline, subscribe(on:) against observe(on:), and
// timers waiting on the virtual clock.
import Foundation
import MiniRx

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

// MARK: 4. subscribe(on:) and observe(on:)

print("-- 4. subscribe(on:) moves the subscribing; observe(on:) moves the delivery")
do {
    let subject = PublishSubject<String>()
    let source = subject.do(onSubscribe: { print("  source: subscribed") })
    print("  subscribe(on: asyncInstance):")
    let first = source.subscribe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { print("  observer 1: got \($0)") })
    print("  subscribe returned; the source is not subscribed yet")
    mainLoop.runUntilIdle()
    subject.onNext("a")
    print("  onNext(\"a\") returned: the event was delivered at once, where it was sent")
    first.dispose()
    print("  dispose() returned; the subject still has observers: \(subject.hasObservers)")
    mainLoop.runUntilIdle()
    print("  the loop ran the disposal; the subject has observers: \(subject.hasObservers)")
    print("  observe(on: asyncInstance):")
    let second = source.observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { print("  observer 2: got \($0)") })
    subject.onNext("b")
    print("  onNext(\"b\") returned: the delivery waits for the loop")
    mainLoop.runUntilIdle()
    second.dispose()
}

// MARK: 5. Timers on the virtual clock

print("-- 5. Timers on the virtual clock: they wait for the program, not for the wall clock")
do {
    print("  \(stamp()) now = \(mainLoop.now): the loop's clock started at 1970, not today")
    func timer(_ name: String, in dueTime: RxTimeInterval) -> Disposable {
        mainLoop.scheduleRelative(name, dueTime: dueTime) { name in
            print("  \(stamp()) timer \(name) fires")
            return Disposables.create()
        }
    }
    _ = timer("b", in: .seconds(2))
    _ = timer("a", in: .seconds(1))
    _ = timer("c", in: .milliseconds(1000))
    let cancelled = timer("x", in: .seconds(1))
    _ = timer("h", in: .seconds(3600))
    cancelled.dispose()
    print("  scheduled b in 2s, a and c in 1s, x in 1s (then cancelled), h in an hour")
    print("  nothing has run; work left on the loop: \(mainLoop.hasPendingWork)")
    mainLoop.advance(by: .seconds(3600))
    print("  \(stamp()) advance(by: 3600s) returned at once; work left: \(mainLoop.hasPendingWork)")
}

print("live MiniRx objects: \(Resources.total)")
