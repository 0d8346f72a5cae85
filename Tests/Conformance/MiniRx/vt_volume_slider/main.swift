// Case vt_volume_slider (a milestone of chapter 10): a volume slider that drives a speaker over
// the network, tested on RxTest's TestScheduler. While the user drags, the speaker gets a value
// at most every 100 ticks, the latest one at the end of each window (throttle, latest: true);
// values the speaker already has are not sent again (distinctUntilChanged); each command takes
// 30 ticks to reach the speaker (delay). Dragging stops at 600, and the last value still goes.
import MiniRx
import MiniRxTest

let scheduler = TestScheduler(initialClock: 0)
let slider = scheduler.createHotObservable([
    .next(210, 10), .next(220, 15), .next(250, 20), .next(305, 25), .next(311, 30), .next(320, 30),
    .next(470, 40), .next(480, 40), .next(590, 40), .next(595, 35), .completed(600),
])

let speaker = scheduler.start {
    slider
        .throttle(.seconds(100), latest: true, scheduler: scheduler)
        .distinctUntilChanged()
        .map { "volume \($0)" }
        .delay(.seconds(30), scheduler: scheduler)
}

for event in speaker.events { print(event) }
print("slider: \(slider.subscriptions)")
