// Case app_chat_rooms_flatmap: a chat client joins each room whose name arrives and merges the
// messages of every joined room (flatMap of inner subjects, each joined through create). The
// lobby's completion keeps the rooms open; the feed completes when the last room closes, and a
// closed room is left once; a room's error ends the feed and leaves the others; disposing the
// feed leaves the lobby and every room.
import MiniRx

enum RoomError: Error { case kicked }

func run() {
    var rooms: [String: PublishSubject<String>] = [:]

    func room(_ name: String) -> Observable<String> {
        Observable.create { observer in
            print("  join \(name)")
            let subscription = rooms[name]!.map { "[\(name)] \($0)" }.subscribe(observer)
            return Disposables.create {
                print("  leave \(name)")
                subscription.dispose()
            }
        }
    }

    func openRooms(_ names: String...) {
        rooms = [:]
        for name in names { rooms[name] = PublishSubject<String>() }
    }

    func feed(_ lobby: PublishSubject<String>) -> Disposable {
        lobby.flatMap(room).subscribe(
            onNext: { print("  \($0)") },
            onError: { print("  error \($0)") },
            onCompleted: { print("  completed") },
            onDisposed: { print("  disposed") }
        )
    }

    print("-- rooms close one by one")
    openRooms("swift", "rx")
    let lobby = PublishSubject<String>()
    let subscription = feed(lobby)
    rooms["swift"]!.onNext("before anyone joined")
    lobby.onNext("swift")
    rooms["swift"]!.onNext("hi")
    lobby.onNext("rx")
    rooms["rx"]!.onNext("yo")
    rooms["swift"]!.onNext("hey")
    print("lobby completes")
    lobby.onCompleted()
    rooms["rx"]!.onNext("still here")
    print("swift closes")
    rooms["swift"]!.onCompleted()
    rooms["rx"]!.onNext("just us")
    print("rx closes")
    rooms["rx"]!.onCompleted()
    subscription.dispose()

    print("-- a room fails")
    openRooms("a", "b")
    let lobby2 = PublishSubject<String>()
    _ = feed(lobby2)
    lobby2.onNext("a")
    lobby2.onNext("b")
    rooms["a"]!.onError(RoomError.kicked)
    rooms["b"]!.onNext("anyone?")
    print("lobby observed: \(lobby2.hasObservers), b observed: \(rooms["b"]!.hasObservers)")

    print("-- the feed is disposed")
    openRooms("x", "y")
    let lobby3 = PublishSubject<String>()
    let subscription3 = feed(lobby3)
    lobby3.onNext("x")
    lobby3.onNext("y")
    rooms["y"]!.onNext("hello")
    subscription3.dispose()
    rooms["x"]!.onNext("gone")
    lobby3.onNext("z")
    print("lobby observed: \(lobby3.hasObservers), x observed: \(rooms["x"]!.hasObservers)")
}
run()
