// Stage 8.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a connection or a subscriber that outlives its scenario is a leak.
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// A source the program sends into by hand. Every subscription to it is one connection,
/// numbered; it says when one opens and when one closes.
final class Feed {
    private var opened = 0
    private var open: [(number: Int, observer: AnyObserver<Int>)] = []

    /// The observable: subscribing opens a connection, disposing closes it.
    var source: Observable<Int> {
        Observable.create { observer in
            self.opened += 1
            let number = self.opened
            print("feed: connection #\(number) opens")
            self.open.append((number, observer))
            return Disposables.create {
                self.open.removeAll { $0.number == number }
                print("feed: connection #\(number) closes")
            }
        }
    }

    func send(_ value: Int) {
        print("feed sends \(value)\(open.isEmpty ? ", to no one" : "")")
        for connection in open { connection.observer.onNext(value) }
    }

    func complete() {
        print("feed completes")
        for connection in open { connection.observer.onCompleted() }
    }

    func fail() {
        print("feed fails")
        for connection in open { connection.observer.onError(FeedError()) }
    }
}

struct FeedError: Error, CustomStringConvertible {
    var description: String { "FeedError" }
}

/// A source that, once subscribed, sends 1 and 2 and completes before `subscribe` returns.
func eagerSource() -> Observable<Int> {
    Observable.create { observer in
        print("eager source: subscribed, sends 1 and 2 and completes at once")
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create { print("eager source: disposed") }
    }
}

/// A raw observer: it prints every event it gets, a second stop event included. `react` runs
/// after the print.
func printer(_ name: String, react: @escaping (Event<Int>) -> Void = { _ in }) -> AnyObserver<Int> {
    AnyObserver { event in
        print("\(name) gets \(event)")
        react(event)
    }
}

rule("connect() while connected returns the open connection; the source is subscribed once") {
    scenario("publish(), connect twice, dispose both") {
        let feed = Feed()
        let connectable = feed.source.publish()
        let a = connectable.subscribe(printer("A"))
        let first = connectable.connect()
        let second = connectable.connect()
        feed.send(1)
        print("disposing the first connection")
        first.dispose()
        feed.send(2)
        print("disposing the second")
        second.dispose()
        a.dispose()
    }
}

rule("Subscribing to a connectable observable joins its subject; only connect() subscribes to the source") {
    scenario("A subscribes, nothing opens until connect()") {
        let feed = Feed()
        let connectable = feed.source.publish()
        let a = connectable.subscribe(printer("A"))
        feed.send(1)
        print("connect()")
        let connection = connectable.connect()
        feed.send(2)
        connection.dispose()
        a.dispose()
    }
}

rule("Disposing the connection disconnects and drops the subject: the next connection has a fresh one") {
    scenario("publish(): A stays on the old subject, B subscribes to the new one") {
        let feed = Feed()
        let connectable = feed.source.publish()
        let a = connectable.subscribe(printer("A"))
        let connection = connectable.connect()
        feed.send(1)
        print("the connection is disposed")
        connection.dispose()
        feed.send(2)
        print("B subscribes, connect() again")
        let b = connectable.subscribe(printer("B"))
        let again = connectable.connect()
        feed.send(3)
        again.dispose()
        a.dispose()
        b.dispose()
    }
    scenario("publish(): the source completes, which ends the connection too") {
        let feed = Feed()
        let connectable = feed.source.publish()
        let a = connectable.subscribe(printer("A"))
        let connection = connectable.connect()
        feed.complete()
        print("B subscribes, connect() again")
        let b = connectable.subscribe(printer("B"))
        let again = connectable.connect()
        feed.send(1)
        again.dispose()
        connection.dispose()
        a.dispose()
        b.dispose()
    }
    scenario("multicast(subject): one subject for every connection, so its stop event stays") {
        let feed = Feed()
        let connectable = feed.source.multicast(PublishSubject<Int>())
        let a = connectable.subscribe(printer("A"))
        let connection = connectable.connect()
        feed.send(1)
        feed.complete()
        print("B subscribes")
        let b = connectable.subscribe(printer("B"))
        connection.dispose()
        a.dispose()
        b.dispose()
    }
}

rule("refCount() connects on the first subscriber and disconnects when the last one leaves") {
    scenario("A connects, B joins the open connection") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        print("A subscribes")
        let a = shared.subscribe(printer("A"))
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(1)
        a.dispose()
        b.dispose()
    }
    scenario("A leaving keeps the connection; B, the last, disconnects") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        print("A leaves")
        a.dispose()
        feed.send(1)
        print("B leaves")
        b.dispose()
        feed.send(2)
    }
    scenario("A's subscription disposed twice counts out once") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        a.dispose()
        a.dispose()
        feed.send(1)
        b.dispose()
    }
    scenario("leaving during delivery: the others still get the element; the last one disconnects at once") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        let a = SingleAssignmentDisposable()
        let b = SingleAssignmentDisposable()
        a.setDisposable(shared.subscribe(printer("A") { event in
            if event.element == 1 { print("A leaves"); a.dispose() }
        }))
        b.setDisposable(shared.subscribe(printer("B") { event in
            if event.element == 2 { print("B leaves"); b.dispose() }
        }))
        feed.send(1)
        feed.send(2)
        feed.send(3)
    }
    scenario("joining during delivery shares the open connection") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        var b: Disposable?
        let a = shared.subscribe(printer("A") { event in
            if event.element == 1 { print("B subscribes"); b = shared.subscribe(printer("B")) }
        })
        feed.send(1)
        feed.send(2)
        a.dispose()
        print("A left; B is the last")
        b?.dispose()
    }
    scenario("A leaves while B stays: nothing of A's subscription stays alive") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        let b = shared.subscribe(printer("B"))
        let before = Resources.total
        do {
            let a = shared.subscribe(printer("A"))
            feed.send(1)
            print("A leaves")
            a.dispose()
        }
        print("objects A's subscription left alive: \(Resources.total - before)")
        feed.send(2)
        b.dispose()
    }
}

rule("A new subscriber after a disconnect connects again, to a fresh source subscription") {
    scenario("everyone left; C connects anew") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        shared.subscribe(printer("A")).dispose()
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        feed.send(1)
        c.dispose()
    }
    scenario("the source completed; C connects anew, and disposing A and B changes nothing") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        feed.send(1)
        feed.complete()
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        a.dispose()
        b.dispose()
        feed.send(2)
        c.dispose()
    }
    scenario("subscribing again from inside the completion starts a new connection") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        var again: Disposable?
        let a = shared.subscribe(printer("A") { event in
            if event.isStopEvent { print("A subscribes again"); again = shared.subscribe(printer("A again")) }
        })
        let b = shared.subscribe(printer("B"))
        feed.complete()
        feed.send(1)
        a.dispose()
        b.dispose()
        again?.dispose()
    }
}

rule("A subscriber finished while joining does not connect") {
    scenario("multicast(subject) after an error: B gets the error at once, and nothing connects") {
        let feed = Feed()
        let shared = feed.source.multicast(PublishSubject<Int>()).refCount()
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.fail()
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        a.dispose()
        b.dispose()
    }
}

rule("A source that completes synchronously during connect is not missed: subscribers join before connecting") {
    scenario("publish(), A subscribed, then connect()") {
        let connectable = eagerSource().publish()
        let a = connectable.subscribe(printer("A"))
        print("connect()")
        let connection = connectable.connect()
        print("connect() returned")
        connection.dispose()
        a.dispose()
    }
    scenario("publish().refCount()") {
        _ = eagerSource().publish().refCount().subscribe(printer("A"))
    }
    scenario("publish(): the source completed inside connect(), so connect() again subscribes anew") {
        let connectable = eagerSource().publish()
        let a = connectable.subscribe(printer("A"))
        let first = connectable.connect()
        print("B subscribes, connect() again")
        let b = connectable.subscribe(printer("B"))
        let second = connectable.connect()
        first.dispose()
        second.dispose()
        a.dispose()
        b.dispose()
    }
    scenario("publish().refCount(): the source completed inside connect(), so B connects anew") {
        let shared = eagerSource().publish().refCount()
        _ = shared.subscribe(printer("A"))
        print("B subscribes")
        _ = shared.subscribe(printer("B"))
    }
    scenario("share(replay: 1)") {
        _ = eagerSource().share(replay: 1).subscribe(printer("A"))
    }
}

rule("share(replay: 1) replays the latest element to a newcomer while connected, and starts over after") {
    scenario("B joins late and gets 2 first; all leave; C gets nothing replayed from the old connection") {
        let feed = Feed()
        let shared = feed.source.share(replay: 1)
        print("A subscribes")
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.send(2)
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(3)
        a.dispose()
        print("A left; B is the last")
        b.dispose()
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        feed.send(4)
        c.dispose()
    }
    scenario("a newcomer is added before the replay: what it sends while receiving it reaches it too") {
        let feed = Feed()
        let shared = feed.source.share(replay: 1)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        var sent = false
        print("B subscribes")
        let b = shared.subscribe(printer("B") { _ in
            if !sent { sent = true; feed.send(2) }
        })
        a.dispose()
        b.dispose()
    }
    scenario("the source completes: everyone gets completed once; the next subscriber connects anew") {
        let feed = Feed()
        let shared = feed.source.share(replay: 1)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.complete()
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(2)
        a.dispose()
        b.dispose()
    }
    scenario("subscribing again from inside the completion starts a new connection, with nothing replayed") {
        let feed = Feed()
        let shared = feed.source.share(replay: 1)
        var again: Disposable?
        let a = shared.subscribe(printer("A") { event in
            if event.isStopEvent { print("A subscribes again"); again = shared.subscribe(printer("A again")) }
        })
        feed.send(1)
        feed.complete()
        feed.send(2)
        a.dispose()
        again?.dispose()
    }
}

rule("An error mid-stream reaches every subscriber once and ends the connection") {
    scenario("publish().refCount(): A and B get the error; C connects anew") {
        let feed = Feed()
        let shared = feed.source.publish().refCount()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        feed.send(1)
        feed.fail()
        feed.send(2)
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        feed.send(3)
        a.dispose()
        b.dispose()
        c.dispose()
    }
    scenario("share(replay: 1): A and B get the error; C connects anew without the old element") {
        let feed = Feed()
        let shared = feed.source.share(replay: 1)
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        feed.send(1)
        feed.fail()
        feed.send(2)
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        feed.send(3)
        a.dispose()
        b.dispose()
        c.dispose()
    }
}
