// Case app_connection_status (a milestone of chapter 6): a messaging app's connection status, a
// BehaviorSubject the app also reads synchronously (value()). Screens that open get the current
// status at once; a screen stops watching when its DisposeBag goes. When the connection fails
// for good (onError), value() throws that error, watching screens get it once, and a screen
// that opens later gets it at once; events sent after that reach nobody. A BehaviorSubject keeps
// its observers after the error (RxSwift's BehaviorSubject.synchronized_on): hasObservers stays
// true until the screens' subscriptions are disposed.
// check: compiled alone (its class reads a top-level variable, which a function body cannot give it)
import MiniRx

enum ConnectionError: Error { case bannedAccount }

let status = BehaviorSubject(value: "connecting")

@MainActor func read() {
    do { print("  the app reads: \(try status.value())") } catch { print("  the app reads an error: \(error)") }
}

@MainActor final class Screen {
    let bag = DisposeBag()
    init(_ name: String) {
        print("\(name) opens")
        status.subscribe(onNext: { print("  \(name): \($0)") }, onError: { print("  \(name) shows: \($0)") },
                         onDisposed: { print("  \(name) stops watching") })
            .disposed(by: bag)
    }
}

var chats: Screen? = Screen("chats")
status.onNext("online")
read()
var call: Screen? = Screen("call")
status.onNext("reconnecting")
print("the call ends")
call = nil
status.onNext("online")
print("the server bans the account")
status.onError(ConnectionError.bannedAccount)
read()
status.onNext("online")
_ = Screen("settings")
print("observers left: \(status.hasObservers)")
chats = nil
print("chats closed; observers left: \(status.hasObservers)")
