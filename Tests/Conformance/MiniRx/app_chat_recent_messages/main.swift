// Case app_chat_recent_messages: a chat room's socket shared by the views that show it. With
// share(replay: 2, scope: .forever) a view that opens late first shows the last two messages;
// when every view has closed the socket closes, and a view that opens later shows the last two
// messages of the old session (stale) before the socket opens again. With share(replay: 2), the
// default scope, the old session's messages go with it. Typing notices are filtered out before
// the share, so they are never replayed.
import MiniRx

final class Socket {
    private var sessions = 0
    private var open: AnyObserver<String>?

    var messages: Observable<String> {
        Observable.create { observer in
            self.sessions += 1
            let number = self.sessions
            print("  socket session \(number) opens")
            self.open = observer
            return Disposables.create {
                self.open = nil
                print("  socket session \(number) closes")
            }
        }
    }

    func receive(_ text: String) {
        print("  socket receives \"\(text)\"\(open == nil ? ", but it is closed" : "")")
        open?.onNext(text)
    }
}

func openView(_ name: String, _ room: Observable<String>) -> Disposable {
    print("  \(name) opens")
    return room.subscribe(onNext: { print("  \(name) shows \($0)") })
}

func session(_ title: String, scope: SubjectLifetimeScope) {
    print("-- \(title)")
    let socket = Socket()
    let room = socket.messages
        .filter { !$0.hasPrefix("typing") }
        .map { "[\($0)]" }
        .share(replay: 2, scope: scope)

    let list = openView("list", room)
    socket.receive("hi")
    socket.receive("typing: bo")
    socket.receive("how are you?")
    socket.receive("fine")
    let badge = openView("badge", room)
    socket.receive("bye")
    list.dispose()
    print("  list closed")
    badge.dispose()
    print("  badge closed")
    socket.receive("anyone?")
    let again = openView("list again", room)
    socket.receive("back")
    again.dispose()
}

session("share(replay: 2, scope: .forever)", scope: .forever)
session("share(replay: 2, scope: .whileConnected)", scope: .whileConnected)
