// Case vt_toast_queue (a milestone of chapter 10): in-app notifications shown as toasts on a
// HistoricalScheduler. Each notification is shown two seconds after it arrives (delay), a toast
// about the open conversation is not shown (withLatestFrom the open screen, filter), repeated
// texts are merged (distinctUntilChanged), and the toasts stop after three (take(3)): the
// toasts still waiting in delay when the third shows are dropped with it. A failing source
// ends the toasts at once, before its waiting toasts are shown.
import Foundation
import MiniRx

enum PushError: Error { case disconnected }

var scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
@MainActor func now() -> String { "t=\(Int(scheduler.now.timeIntervalSince1970))" }

@MainActor func at(_ seconds: Int, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: TimeInterval(seconds))) { _ in
        action()
        return Disposables.create()
    }
}

@MainActor func run(failAt: Int?) {
    scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
    let pushes = PublishSubject<(chat: String, text: String)>()
    let openChat = BehaviorSubject(value: "none")
    _ = pushes
        .withLatestFrom(openChat) { push, open in (push, open) }
        .filter { push, open in push.chat != open }
        .map { push, _ in "\(push.chat): \(push.text)" }
        .distinctUntilChanged()
        .delay(.seconds(2), scheduler: scheduler)
        .take(3)
        .subscribe(onNext: { print("\(now()) toast \($0)") }, onError: { print("\(now()) toasts fail: \($0)") },
                   onCompleted: { print("\(now()) toasts done") })
    let arrivals: [(Int, String, String)] = [(1, "ann", "hi"), (1, "ann", "hi"), (2, "bob", "lunch?"),
                                             (3, "ann", "there?"), (4, "bob", "ok"), (5, "cid", "yo")]
    for (time, chat, text) in arrivals {
        at(time) { print("\(now()) push \(chat): \(text)"); pushes.onNext((chat, text)) }
    }
    at(2) { print("\(now()) the user opens ann's chat"); openChat.onNext("ann") }
    if let failAt { at(failAt) { print("\(now()) the push socket fails"); pushes.onError(PushError.disconnected) } }
    scheduler.start()
}

print("-- three toasts")
run(failAt: nil)
print("-- the socket fails")
run(failAt: 3)
