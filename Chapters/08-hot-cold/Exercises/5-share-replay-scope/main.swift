// Stage 8.5: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a subject, a connection or a subscriber that outlives its
// scenario is a leak.
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

/// A raw observer: it prints every event it gets, a second stop event included, since an
/// `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func printer<Element>(_ name: String, react: @escaping (Event<Element>) -> Void = { _ in }) -> AnyObserver<Element> {
    AnyObserver { event in
        print("\(name) gets \(event)")
        react(event)
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
}

/// An element that is an object, so that a check can ask whether something still holds it.
final class Item: CustomStringConvertible {
    let number: Int

    init(_ number: Int) {
        self.number = number
    }

    var description: String { "item \(number)" }
}

/// A source the program sends into by hand. Every subscription to it is one connection,
/// numbered; it says when one opens and when one closes.
final class Feed<Element> {
    private var opened = 0
    private var open: [(number: Int, observer: AnyObserver<Element>)] = []

    /// The observable: subscribing opens a connection, disposing closes it.
    var source: Observable<Element> {
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

    func send(_ value: Element) {
        print("feed sends \(value)\(open.isEmpty ? ", to no one" : "")")
        for connection in open { connection.observer.onNext(value) }
    }

    func complete() {
        print("feed completes")
        for connection in open { connection.observer.onCompleted() }
    }

    func fail() {
        print("feed fails")
        for connection in open { connection.observer.onError(Failure()) }
    }
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

rule("ReplaySubject.create(bufferSize:) gives a new subscriber its last bufferSize elements, then what comes next") {
    scenario("a buffer of one: B, late, gets the latest element first") {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        print("A subscribes before anything was sent")
        let a = subject.subscribe(printer("A"))
        subject.on(.next(1))
        subject.on(.next(2))
        print("B subscribes")
        let b = subject.subscribe(printer("B"))
        subject.on(.next(3))
        a.dispose()
        b.dispose()
    }
    scenario("a buffer of two: the latest two, oldest first") {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for element in 1...4 { subject.on(.next(element)) }
        print("A subscribes")
        let a = subject.subscribe(printer("A"))
        subject.on(.next(5))
        a.dispose()
        print("B subscribes")
        let b = subject.subscribe(printer("B"))
        b.dispose()
    }
    scenario("a buffer of two: B subscribes while A is handed 2, and is replayed 1 and 2") {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        var b: Disposable?
        let a = subject.subscribe(printer("A") { event in
            guard event.element == 2 else { return }
            print("B subscribes while A is handed 2")
            b = subject.subscribe(printer("B"))
        })
        subject.on(.next(1))
        subject.on(.next(2))
        subject.on(.next(3))
        a.dispose()
        b?.dispose()
    }
    scenario("a buffer of zero replays nothing") {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.on(.next(1))
        print("A subscribes")
        let a = subject.subscribe(printer("A"))
        subject.on(.next(2))
        a.dispose()
    }
    scenario("a buffer of two lets go of the elements it no longer keeps") {
        let subject = ReplaySubject<Item>.create(bufferSize: 2)
        weak var first: Item?
        weak var second: Item?
        do {
            let one = Item(1)
            let two = Item(2)
            first = one
            second = two
            subject.on(.next(one))
            subject.on(.next(two))
        }
        subject.on(.next(Item(3)))
        print("after item 3: item 1 let go: \(first == nil); item 2 let go: \(second == nil)")
        subject.on(.next(Item(4)))
        print("after item 4: item 1 let go: \(first == nil); item 2 let go: \(second == nil)")
        print("B subscribes")
        subject.subscribe(printer("B")).dispose()
    }
}

rule("After its stop event, a subscriber gets the buffer, then the stop event; nothing more is sent") {
    scenario("completed: A hears it once; B, late, gets 2 and completed") {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let a = subject.subscribe(printer("A"))
        subject.on(.next(1))
        subject.on(.next(2))
        subject.on(.completed)
        print("sending 3 and a second completed")
        subject.on(.next(3))
        subject.on(.completed)
        print("B subscribes")
        let b = subject.subscribe(printer("B"))
        a.dispose()
        b.dispose()
    }
    scenario("an error, with a buffer of two") {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.on(.next(1))
        subject.on(.next(2))
        subject.on(.error(Failure()))
        print("B subscribes")
        let b = subject.subscribe(printer("B"))
        b.dispose()
    }
    scenario("B subscribes while A is handed completed: B gets the buffer, then completed; then nobody is left") {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var b: Disposable?
        let a = subject.subscribe(printer("A") { event in
            guard event.isStopEvent else { return }
            print("B subscribes while A is handed completed")
            b = subject.subscribe(printer("B"))
        })
        subject.on(.next(1))
        subject.on(.completed)
        print("the subject has observers: \(subject.hasObservers)")
        a.dispose()
        b?.dispose()
    }
}

rule("A disposed subscription hears nothing more and leaves the subject") {
    scenario("A disposes, twice; B still hears; then B disposes") {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let a = subject.subscribe(printer("A"))
        let b = subject.subscribe(printer("B"))
        subject.on(.next(1))
        a.dispose()
        a.dispose()
        print("A disposed, twice")
        subject.on(.next(2))
        b.dispose()
        print("B disposed; the subject has observers: \(subject.hasObservers)")
    }
}

rule("share() shares one source subscription while anyone is subscribed; a newcomer gets only what comes next") {
    scenario("A connects; B joins the open connection and is replayed nothing; the last to leave disconnects") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
        print("A subscribes")
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(2)
        print("A leaves")
        a.dispose()
        feed.send(3)
        print("B leaves")
        b.dispose()
        feed.send(4)
    }
    scenario("A's subscription disposed twice counts out once") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        a.dispose()
        a.dispose()
        print("A disposed, twice")
        feed.send(1)
        b.dispose()
    }
    scenario("B subscribes while A is handed 1: B gets what comes next, and nothing new opens") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
        var b: Disposable?
        let a = shared.subscribe(printer("A") { event in
            guard event.element == 1 else { return }
            print("B subscribes while A is handed 1")
            b = shared.subscribe(printer("B"))
        })
        feed.send(1)
        feed.send(2)
        a.dispose()
        b?.dispose()
    }
    scenario("the last one leaves while it is handed 1: the source closes at once") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
        let a = SingleAssignmentDisposable()
        a.setDisposable(shared.subscribe(printer("A") { event in
            guard event.element == 1 else { return }
            print("A leaves")
            a.dispose()
        }))
        feed.send(1)
        feed.send(2)
    }
    scenario("A leaves while B stays, then B: nothing of theirs stays alive") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
        let before = Resources.total
        let b = shared.subscribe(printer("B"))
        let withB = Resources.total
        do {
            let a = shared.subscribe(printer("A"))
            feed.send(1)
            print("A leaves")
            a.dispose()
        }
        print("objects A's subscription left alive: \(Resources.total - withB)")
        print("B leaves")
        b.dispose()
        print("objects left alive after the last one left: \(Resources.total - before)")
    }
    scenario("a source that completes while connecting is not missed: A joins first; B connects anew") {
        let shared = eagerSource().share()
        print("A subscribes")
        _ = shared.subscribe(printer("A"))
        print("B subscribes")
        _ = shared.subscribe(printer("B"))
    }
}

rule("A stop event ends share()'s connection before anyone hears it: the next subscriber connects anew") {
    scenario("completed: A and B hear it once; C connects anew") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        feed.send(1)
        feed.complete()
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        feed.send(2)
        a.dispose()
        b.dispose()
        c.dispose()
    }
    scenario("A subscribes again from inside the completion: a new connection") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
        var again: Disposable?
        let a = shared.subscribe(printer("A") { event in
            guard event.isStopEvent else { return }
            print("A subscribes again")
            again = shared.subscribe(printer("A again"))
        })
        feed.complete()
        feed.send(1)
        a.dispose()
        again?.dispose()
    }
    scenario("an error: A and B hear it once; C connects anew") {
        let feed = Feed<Int>()
        let shared = feed.source.share()
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

rule("share(replay: n) above 1 and replay(n) make a fresh ReplaySubject per connection: a newcomer gets the latest n; a new connection starts empty") {
    scenario("share(replay: 2): B, late, gets 2 and 3; all leave; C connects anew with nothing replayed") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 2)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.send(2)
        feed.send(3)
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        a.dispose()
        b.dispose()
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        feed.send(4)
        c.dispose()
    }
    scenario("share(replay: 2): the last one leaves; the old connection's items are let go") {
        let feed = Feed<Item>()
        let shared = feed.source.share(replay: 2)
        let before = Resources.total
        weak var first: Item?
        weak var second: Item?
        do {
            let a = shared.subscribe(printer("A"))
            do {
                let one = Item(1)
                let two = Item(2)
                first = one
                second = two
                feed.send(one)
                feed.send(two)
            }
            print("while connected: item 1 kept: \(first != nil); item 2 kept: \(second != nil)")
            a.dispose()
        }
        print("after the last one left: item 1 kept: \(first != nil); item 2 kept: \(second != nil)")
        print("objects left alive after the last one left: \(Resources.total - before)")
    }
    scenario("share(replay: 2): A subscribes again from inside the completion: a new connection, nothing replayed") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 2)
        var again: Disposable?
        let a = shared.subscribe(printer("A") { event in
            guard event.isStopEvent else { return }
            print("A subscribes again")
            again = shared.subscribe(printer("A again"))
        })
        feed.send(1)
        feed.complete()
        feed.send(2)
        a.dispose()
        again?.dispose()
    }
    scenario("share(replay: 2): an error reaches A once; B connects anew with nothing replayed") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 2)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.fail()
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(2)
        a.dispose()
        b.dispose()
    }
    scenario("share(replay: 3) replays three") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 3)
        let a = shared.subscribe(printer("A"))
        for element in 1...4 { feed.send(element) }
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        a.dispose()
        b.dispose()
    }
    scenario("replay(2): B, late, gets the latest two; after a disconnect, connect() again starts empty") {
        let feed = Feed<Int>()
        let connectable = feed.source.replay(2)
        let a = connectable.subscribe(printer("A"))
        let connection = connectable.connect()
        feed.send(1)
        feed.send(2)
        feed.send(3)
        print("B subscribes")
        let b = connectable.subscribe(printer("B"))
        print("the connection is disposed; C subscribes, connect() again")
        connection.dispose()
        let c = connectable.subscribe(printer("C"))
        let again = connectable.connect()
        feed.send(4)
        again.dispose()
        a.dispose()
        b.dispose()
        c.dispose()
    }
}

rule(".forever keeps one subject for every connection: a newcomer after a disconnect is replayed what it kept, and connects the source again") {
    scenario("share(replay: 2, scope: .forever): A leaves; B, later, gets 2 and 3 and opens a new connection") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 2, scope: .forever)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.send(2)
        feed.send(3)
        print("A leaves")
        a.dispose()
        feed.send(4)
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(5)
        b.dispose()
    }
    scenario("share(replay: 1, scope: .forever): B, after a disconnect, gets the latest element") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 1, scope: .forever)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.send(2)
        a.dispose()
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(3)
        b.dispose()
    }
    scenario("share(scope: .forever): replay 0 replays nothing; B opens a new connection") {
        let feed = Feed<Int>()
        let shared = feed.source.share(scope: .forever)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        a.dispose()
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(2)
        b.dispose()
    }
    scenario("share(replay: 2, scope: .forever): after the last one leaves, the subject still holds the items") {
        let feed = Feed<Item>()
        let shared = feed.source.share(replay: 2, scope: .forever)
        let before = Resources.total
        weak var first: Item?
        weak var second: Item?
        do {
            let a = shared.subscribe(printer("A"))
            do {
                let one = Item(1)
                let two = Item(2)
                first = one
                second = two
                feed.send(one)
                feed.send(two)
            }
            a.dispose()
        }
        print("after the last one left: item 1 kept: \(first != nil); item 2 kept: \(second != nil)")
        print("objects left alive after the last one left: \(Resources.total - before)")
    }
}

rule("After the source ends, .forever gives every newcomer the replay and the stop event, and never subscribes to the source again") {
    scenario("share(replay: 2, scope: .forever) completes: B gets 1, 2 and completed; nothing opens") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 2, scope: .forever)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.send(2)
        feed.complete()
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        a.dispose()
        b.dispose()
    }
    scenario("share(replay: 2, scope: .forever): A subscribes again from inside the completion, and is replayed everything at once") {
        let feed = Feed<Int>()
        let shared = feed.source.share(replay: 2, scope: .forever)
        var again: Disposable?
        let a = shared.subscribe(printer("A") { event in
            guard event.isStopEvent else { return }
            print("A subscribes again")
            again = shared.subscribe(printer("A again"))
        })
        feed.send(1)
        feed.send(2)
        feed.complete()
        print("nothing opened")
        a.dispose()
        again?.dispose()
    }
    scenario("share(scope: .forever) fails: B gets the error alone; nothing opens") {
        let feed = Feed<Int>()
        let shared = feed.source.share(scope: .forever)
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.fail()
        print("B subscribes")
        let b = shared.subscribe(printer("B"))
        a.dispose()
        b.dispose()
    }
    scenario("eagerSource().share(replay: 2, scope: .forever): A joins first; B is replayed, and nothing connects") {
        let shared = eagerSource().share(replay: 2, scope: .forever)
        print("A subscribes")
        _ = shared.subscribe(printer("A"))
        print("B subscribes")
        _ = shared.subscribe(printer("B"))
    }
}
