import MiniRxCocoa
import Testing

private final class Player: KeyValueObservable, HasAssociatedObjects {
    let keyValueObservers = KeyValueObservers()
    let associatedObjects = AssociatedObjects()
    var score = 0 { didSet { didChangeValue(forKey: "score") } }
    var nickname: String? = nil { didSet { didChangeValue(forKey: "nickname") } }
}

@Suite("KVO analogue", .serialized)
struct KVOTests {
    @Test("value(forKey:) reads a stored property by name")
    func valueForKey() {
        let player = Player()
        player.score = 7
        #expect(player.value(forKey: "score") as? Int == 7)
        #expect(player.value(forKey: "missing") == nil)
    }

    @Test("rx.observe sends the current value, then each change, through one registered observer")
    func observeDeliversChanges() {
        expectNoLeak {
            let log = EventLog()
            let player = Player()
            let subscription = player.rx.observe(Int.self, "score")
                .subscribe(onNext: { log.lines.append("\($0 ?? -1)") })
            #expect(player.keyValueObservers.count == 1)
            player.score = 5
            player.nickname = "changes another key"
            #expect(log.lines == ["0", "5"])
            subscription.dispose()
            #expect(player.keyValueObservers.count == 0)
            player.score = 6
            #expect(log.lines == ["0", "5"])
        }
    }

    @Test("Without .initial nothing is sent on subscription; without .new every message carries nil")
    func options() {
        expectNoLeak {
            let log = EventLog()
            let player = Player()
            let onlyNew = player.rx.observe(Int.self, "score", options: [.new])
                .subscribe(onNext: { log.lines.append("new \($0 ?? -1)") })
            let onlyInitial = player.rx.observe(Int.self, "score", options: [.initial])
                .subscribe(onNext: { log.lines.append("initial \($0 ?? -1)") })
            player.score = 1
            #expect(log.lines == ["initial -1", "new 1", "initial -1"])
            onlyNew.dispose()
            onlyInitial.dispose()
        }
    }

    @Test("A nil optional property arrives as nil")
    func nilValue() {
        expectNoLeak {
            let log = EventLog()
            let player = Player()
            let subscription = player.rx.observe(String.self, "nickname")
                .subscribe(onNext: { log.lines.append($0 ?? "nil") })
            player.nickname = "ace"
            player.nickname = nil
            #expect(log.lines == ["nil", "ace", "nil"])
            subscription.dispose()
        }
    }

    @Test("observe keeps the object alive while subscribed; observeWeakly does not, and ends with nil")
    func retainingAndWeak() {
        expectNoLeak {
            let log = EventLog()
            weak var watched: Player?
            var player: Player? = Player()
            watched = player
            let strong = player!.rx.observe(Int.self, "score").subscribe()
            player = nil
            #expect(watched != nil)
            strong.dispose()
            #expect(watched == nil)

            var weakly: Player? = Player()
            _ = weakly!.rx.observeWeakly(Int.self, "score").subscribe { log.lines.append("\($0)") }
            weakly = nil
            #expect(log.lines == ["next(Optional(0))", "next(nil)", "completed"])
        }
    }
}
