// Case app_chat_unread_badge (a milestone of chapter 7): a chat list's badge and notifications.
// Messages arrive on a socket; while the history loads, the socket's replayed messages are
// skipped (skip(while:) until the first live one); messages in the open conversation are read
// at once and not counted (withLatestFrom the open conversation, filter); the badge shows the
// unread count, held in a BehaviorRelay; the first live message of the session also plays a
// sound (element(at: 0)), and a conversation's first three unread messages notify, no more
// (take(3)); the badge number never repeats (distinctUntilChanged).
import MiniRx

struct Message { let chat: String; let text: String; let live: Bool }

let socket = PublishSubject<Message>()
let openChat = BehaviorSubject<String?>(value: nil)
let unread = BehaviorRelay(value: 0)
let bag = DisposeBag()

let incoming = socket
    .skip(while: { !$0.live })
    .withLatestFrom(openChat) { message, open in (message, open) }
    .filter { message, open in message.chat != open }
    .map { message, _ in message }

incoming.subscribe(onNext: { _ in unread.accept(unread.value + 1) }).disposed(by: bag)
incoming.element(at: 0).subscribe(onNext: { print("  sound for \($0.chat)") }).disposed(by: bag)
incoming.take(3).subscribe(onNext: { print("  notify \($0.chat): \($0.text)") }, onCompleted: { print("  notifications stop") })
    .disposed(by: bag)
unread.distinctUntilChanged().subscribe(onNext: { print("  badge \($0)") }).disposed(by: bag)

@MainActor func receive(_ chat: String, _ text: String, live: Bool = true) {
    print("\(chat): \(text)\(live ? "" : " (history)")")
    socket.onNext(Message(chat: chat, text: text, live: live))
}

receive("ann", "old news", live: false)
receive("bob", "older news", live: false)
receive("bob", "lunch?")
print("open bob")
openChat.onNext("bob")
unread.accept(0)
receive("bob", "12:30?")
receive("ann", "call me")
receive("cid", "hi")
receive("ann", "now?")
print("close bob")
openChat.onNext(nil)
receive("bob", "ok see you")
