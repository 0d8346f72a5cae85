// Case app_chat_room (a milestone of chapter 7): a chat room's message list. The socket replays
// old messages before a "live" marker, which the list skips (skip(while:) then skip(1)); the
// user's own messages are already shown, so they are filtered out; consecutive messages by one
// author are grouped under one header (distinctUntilChanged on the author); the list stops at
// the moment the user leaves the room (take(until:)), which also releases the socket. The list
// has two subscribers (headers and lines), and each opens the socket: the chain is cold.
import MiniRx

struct Message { let author: String; let text: String }

let socket = PublishSubject<Message>()
let leave = PublishSubject<Void>()
let me = "ann"

func observed(_ messages: PublishSubject<Message>) -> Observable<Message> {
    Observable.create { observer in
        print("  socket opens")
        let subscription = messages.subscribe(observer)
        return Disposables.create { print("  socket closes"); subscription.dispose() }
    }
}

let live = observed(socket)
    .skip(while: { $0.author != "server" })
    .skip(1)
    .filter { $0.author != me }
    .take(until: leave)
let bag = DisposeBag()
live.distinctUntilChanged { $0.author == $1.author }
    .subscribe(onNext: { print("  [\($0.author)]") }).disposed(by: bag)
live.subscribe(onNext: { print("    \($0.text)") }, onCompleted: { print("  the room is left") })
    .disposed(by: bag)

let traffic = [("bob", "old hello"), ("server", "live"), ("bob", "hi"), ("bob", "anyone?"),
               ("ann", "here"), ("bob", "great"), ("cid", "me too"), ("bob", "ok")]
for (author, text) in traffic {
    print("\(author): \(text)")
    socket.onNext(Message(author: author, text: text))
}
print("ann leaves")
leave.onNext(())
socket.onNext(Message(author: "bob", text: "bye"))
print("socket observed: \(socket.hasObservers), leave observed: \(leave.hasObservers)")
