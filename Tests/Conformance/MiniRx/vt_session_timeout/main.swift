// Case vt_session_timeout (a milestone of chapter 10): a banking app signs the user out after
// five minutes without activity, on a HistoricalScheduler. Every touch restarts the countdown
// (debounce); a warning shows a minute earlier (a second debounce, of four minutes); sign-out
// happens once (take(1)) and releases its subscription to the touches; the warning's, still
// subscribed, warns a signed-out user. A touch at the very minute a countdown ends runs first
// (the scheduler runs work due at one time in the order it was scheduled) and keeps the user in.
import Foundation
import MiniRx

let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
@MainActor func minute() -> String { "m\(Int(scheduler.now.timeIntervalSince1970) / 60)" }

let touches = PublishSubject<String>()
var observing = 0
let activity = Observable<String>.create { observer in
    observing += 1
    print("\(minute()) touches observed (\(observing))")
    let subscription = touches.subscribe(observer)
    return Disposables.create {
        observing -= 1
        print("\(minute()) touches released (\(observing) left)")
        subscription.dispose()
    }
}

let bag = DisposeBag()
activity.debounce(.seconds(4 * 60), scheduler: scheduler)
    .subscribe(onNext: { print("\(minute()) warning: still there? (last: \($0))") })
    .disposed(by: bag)
activity.debounce(.seconds(5 * 60), scheduler: scheduler)
    .take(1)
    .subscribe(onNext: { print("\(minute()) signed out (last: \($0))") }, onCompleted: { print("\(minute()) session over") })
    .disposed(by: bag)

for (at, touch) in [(1, "balance"), (3, "transfer"), (8, "confirm"), (12, "scroll"), (20, "tap")] {
    _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: TimeInterval(at * 60))) { _ in
        print("\(minute()) touch \(touch)")
        touches.onNext(touch)
        return Disposables.create()
    }
}
scheduler.start()
print("\(minute()) the clock stops; touches observed by \(observing)")
