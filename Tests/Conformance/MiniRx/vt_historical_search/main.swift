// Case vt_historical_search (a milestone of chapter 10): keystrokes, taps and uploads replayed
// on a HistoricalScheduler at recorded times, through debounce, delay and throttle (latest:
// true and false); an error through delay goes at once. Output recorded from RxSwift 6.10.2.
import Foundation
import MiniRx

// A search field replayed on a HistoricalScheduler: keystrokes, taps and a failing upload
// happen at recorded times, and debounce, throttle and delay decide what comes out, and when.
// Nothing waits: the scheduler's clock jumps from one recorded time to the next.

let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
let start = scheduler.now

/// The scheduler's clock, in milliseconds since the start.
@MainActor func stamp() -> String {
    let milliseconds = Int((scheduler.now.timeIntervalSince(start) * 1000).rounded())
    return "t=\(milliseconds)ms"
}

/// Runs `action` when the clock reaches `seconds` after the start.
@MainActor func at(_ seconds: Double, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(seconds)) { _ in
        action()
        return Disposables.create()
    }
}

let disposeBag = DisposeBag()
let typed = PublishSubject<String>()
let taps = PublishSubject<Int>()
let uploads = PublishSubject<String>()

typed
    .debounce(.milliseconds(300), scheduler: scheduler)
    .subscribe(
        onNext: { print("\(stamp())  search \"\($0)\"") },
        onCompleted: { print("\(stamp())  search done") })
    .disposed(by: disposeBag)

typed
    .delay(.milliseconds(500), scheduler: scheduler)
    .subscribe(
        onNext: { print("\(stamp())  echo \"\($0)\"") },
        onCompleted: { print("\(stamp())  echo done") })
    .disposed(by: disposeBag)

taps
    .throttle(.milliseconds(1000), scheduler: scheduler)
    .subscribe(
        onNext: { print("\(stamp())  save #\($0)") },
        onCompleted: { print("\(stamp())  saves done") })
    .disposed(by: disposeBag)

taps
    .throttle(.milliseconds(1000), latest: false, scheduler: scheduler)
    .subscribe(onNext: { print("\(stamp())  tap that opens a window: #\($0)") })
    .disposed(by: disposeBag)

uploads
    .delay(.seconds(1), scheduler: scheduler)
    .subscribe(
        onNext: { print("\(stamp())  uploaded \($0)") },
        onError: { print("\(stamp())  upload failed: \($0)") })
    .disposed(by: disposeBag)

struct UploadError: Error, CustomStringConvertible {
    var description: String { "the network is down" }
}

let keystrokes: [(Double, String)] = [
    (0.10, "r"), (0.20, "rx"), (0.35, "rxs"), (1.00, "rxsw"), (1.10, "rxswi"), (1.25, "rxswift"),
]
for (time, text) in keystrokes {
    at(time) { print("\(stamp()) typed \"\(text)\""); typed.onNext(text) }
}
at(2.00) { print("\(stamp()) the field closes"); typed.onCompleted() }

for (number, time) in [0.05, 0.40, 0.70, 1.60, 2.90, 3.00].enumerated() {
    at(time) { print("\(stamp()) tap #\(number + 1)"); taps.onNext(number + 1) }
}
at(3.20) { print("\(stamp()) no more taps"); taps.onCompleted() }

at(0.50) { print("\(stamp()) upload a.png"); uploads.onNext("a.png") }
at(0.90) { print("\(stamp()) upload b.png"); uploads.onNext("b.png") }
at(1.40) { print("\(stamp()) the connection drops"); uploads.onError(UploadError()) }

print("advance to 1 s")
scheduler.advanceTo(start.addingTimeInterval(1))
print("the clock reads \(stamp())")
print("run the rest")
scheduler.start()
print("the clock reads \(stamp())")
