// Case vt_historical_autosave (a milestone of chapter 10): an editor that saves two seconds
// after the last keystroke on a HistoricalScheduler: debounce, withLatestFrom, flatMap into a
// request delayed by the server, share(replay: 1) for a status bar that opens late.
// Output recorded from RxSwift 6.10.2.
import Foundation
import MiniRx

// An editor that saves a document two seconds after the last keystroke, on a
// HistoricalScheduler: each save takes the document's title at that moment, goes to a server
// that answers one second later, and a status bar that opens late is shown the last answer.

let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1_000_000))
let start = scheduler.now

/// Seconds since the editor opened.
@MainActor func stamp() -> String {
    "t=\(Int(scheduler.now.timeIntervalSince(start)))s"
}

/// Runs `action` when the clock reaches `seconds` after the start.
@MainActor func at(_ seconds: Int, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleRelativeVirtual((), dueTime: TimeInterval(seconds) - scheduler.now.timeIntervalSince(start)) { _ in
        action()
        return Disposables.create()
    }
}

var requests = 0

/// A save request: the server answers one second after it is sent.
@MainActor func save(_ title: String, _ text: String) -> Observable<String> {
    Observable<String>.create { observer in
        requests += 1
        print("\(stamp()) request #\(requests): save \"\(title)\" (\(text.count) characters)")
        observer.onNext("\"\(title)\" saved by request #\(requests)")
        observer.onCompleted()
        return Disposables.create()
    }
    .delay(.seconds(1), scheduler: scheduler)
}

let text = PublishSubject<String>()
let title = BehaviorSubject(value: "Untitled")

let saves = text
    .debounce(.seconds(2), scheduler: scheduler)
    .withLatestFrom(title) { text, title in (title, text) }
    .flatMap { title, text in save(title, text) }
    .share(replay: 1)

let disposeBag = DisposeBag()
saves
    .subscribe(onNext: { print("\(stamp()) editor: \($0)") }, onCompleted: { print("\(stamp()) editor: closed") })
    .disposed(by: disposeBag)

let typing: [(Int, String)] = [(1, "Dear"), (2, "Dear Ann,"), (3, "Dear Ann, thanks"), (8, "Dear Ann, thanks!"), (14, "Dear Ann, thanks!!")]
for (time, typed) in typing {
    at(time) { print("\(stamp()) typed: \(typed)"); text.onNext(typed) }
}
at(9) { print("\(stamp()) title: Letter"); title.onNext("Letter") }
at(12) {
    print("\(stamp()) the status bar opens")
    saves
        .map { "status: \($0)" }
        .subscribe(onNext: { print("\(stamp()) \($0)") })
        .disposed(by: disposeBag)
}
at(20) { print("\(stamp()) the editor closes"); text.onCompleted() }

print("the first ten seconds")
scheduler.advanceTo(start.addingTimeInterval(10))
print("\(stamp()), \(requests) requests so far; the rest")
scheduler.start()
print("\(stamp()), \(requests) requests in all")
