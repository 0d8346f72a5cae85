// Case app_socket_refcount_reconnect (a milestone of chapter 8): a live-scores socket shared by
// the screens through publish().refCount(). The first screen opens the socket, the others join
// it, and the last one to leave closes it. When the socket drops (an error), every screen gets
// the error once and the connection ends; the subject goes with it, so the next screen opens a
// new socket rather than getting the old error. Screens that want the scores as text share a
// map after the refCount: the map runs once per screen, the socket once for all.
import MiniRx

enum SocketError: Error { case dropped }

var opened = 0
var live: AnyObserver<String>?
let socket = Observable<String>.create { observer in
    opened += 1
    let number = opened
    print("  socket \(number) opens")
    live = observer
    return Disposables.create { print("  socket \(number) closes") }
}

let scores = socket.publish().refCount()
var mapped = 0
let scoreText = scores.map { score -> String in mapped += 1; return "score \(score)" }

@MainActor func screen(_ name: String) -> Disposable {
    print("\(name) opens")
    return scoreText.subscribe(onNext: { print("  \(name): \($0)") }, onError: { print("  \(name): \($0)") })
}

let match = screen("match")
let table = screen("table")
live?.onNext("1-0")
match.dispose()
print("match closed")
live?.onNext("2-0")
table.dispose()
print("table closed")
let widget = screen("widget")
let alerts = screen("alerts")
live?.onNext("0-0")
print("the socket drops")
live?.onError(SocketError.dropped)
let late = screen("late")
live?.onNext("1-1")
print("sockets opened: \(opened), texts made: \(mapped)")
for subscription in [widget, alerts, late] { subscription.dispose() }
