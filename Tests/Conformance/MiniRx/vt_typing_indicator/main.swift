// Case vt_typing_indicator (a milestone of chapter 10): a chat's "is typing" indicator, tested on
// RxTest's TestScheduler. Keystrokes reach the server at most once per three seconds, the first
// at once (throttle(latest: false)); "stopped typing" is sent five seconds after the last
// keystroke (debounce); sending the message clears the draft, and "stopped" is not sent for it
// (filter). Both chains send into one recorded observer, subscribed at 200 and disposed at 260;
// the keystrokes' subscription log shows both.
import MiniRx
import MiniRxTest

let scheduler = TestScheduler(initialClock: 0)
let draft = scheduler.createHotObservable([
    .next(201, "h"), .next(202, "he"), .next(203, "hey"), .next(206, "hey "), .next(207, "hey y"),
    .next(210, "hey yo"), .next(220, "hey you"), .next(221, ""), .next(240, "b"), .next(255, "by"),
])

let typing = draft.asObservable()
    .filter { !$0.isEmpty }
    .throttle(.seconds(3), latest: false, scheduler: scheduler)
    .map { "typing (\($0.count) characters)" }
let stopped = draft.asObservable()
    .debounce(.seconds(5), scheduler: scheduler)
    .filter { !$0.isEmpty }
    .map { _ in "stopped typing" }

let server = scheduler.createObserver(String.self)
var subscriptions: [Disposable] = []
scheduler.scheduleAt(200) {
    subscriptions = [typing.subscribe(server), stopped.subscribe(server)]
}
scheduler.scheduleAt(260) {
    for subscription in subscriptions { subscription.dispose() }
}
scheduler.start()

for event in server.events { print(event) }
print("draft: \(draft.subscriptions)")
