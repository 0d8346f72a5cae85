// Stage 8.6: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0.
import MyRx
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
}

/// A source that sends 1, 2 and `completed` to each subscriber, and says when it is subscribed
/// and when its subscription is disposed.
func oneTwoCompleted() -> Observable<Int> {
    Observable.create { observer in
        print("source subscribed")
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create { print("source disposed") }
    }
}

/// Runs `body` with standard output caught, then prints what it printed there. A binding reports
/// an error by printing `file:line: message`, as a release build of RxSwift does (a debug build
/// stops); the file and line are your file's, so only the message is shown.
func showReports(during body: () -> Void) {
    fflush(nil)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { fatalError("pipe failed") }
    let saved = dup(1)
    dup2(ends[1], 1)
    body()
    fflush(nil)
    dup2(saved, 1)
    close(saved)
    close(ends[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
        bytes += buffer[0..<count]
    }
    close(ends[0])
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    if lines.isEmpty { print("reported: nothing") }
    for line in lines {
        if let start = line.range(of: ": Binding error") {
            print("reported: \(line[line.index(start.lowerBound, offsetBy: 2)...])")
        } else {
            print("printed: \(line)")
        }
    }
}

rule("ReplaySubject.createUnbounded() gives a new subscriber every element it was sent, oldest first, then the stop event if there was one, else what comes next") {
    scenario("A subscribes before anything was sent; B, after five elements, gets all five, then 6") {
        let subject = ReplaySubject<Int>.createUnbounded()
        print("A subscribes before anything was sent")
        let a = subject.subscribe(printer("A"))
        for element in 1...5 { subject.on(.next(element)) }
        print("B subscribes")
        let b = subject.subscribe(printer("B"))
        subject.on(.next(6))
        a.dispose()
        b.dispose()
    }
    scenario("B subscribes while A is handed 2, and is replayed 1 and 2") {
        let subject = ReplaySubject<Int>.createUnbounded()
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
    scenario("completed after three elements: B, late, gets 1, 2, 3 and completed; nothing more is sent") {
        let subject = ReplaySubject<Int>.createUnbounded()
        let a = subject.subscribe(printer("A"))
        for element in 1...3 { subject.on(.next(element)) }
        subject.on(.completed)
        print("sending 4 and a second completed")
        subject.on(.next(4))
        subject.on(.completed)
        print("B subscribes")
        let b = subject.subscribe(printer("B"))
        print("the subject has observers: \(subject.hasObservers)")
        a.dispose()
        b.dispose()
    }
    scenario("an error after two elements: B, late, gets 1, 2 and the error") {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.on(.next(1))
        subject.on(.next(2))
        subject.on(.error(Failure()))
        print("B subscribes")
        let b = subject.subscribe(printer("B"))
        b.dispose()
    }
}

rule("createUnbounded() keeps every element until the subject is disposed, then lets go of them") {
    scenario("three items sent, with no subscriber: all kept; the subject disposed: all let go") {
        let subject = ReplaySubject<Item>.createUnbounded()
        weak var first: Item?
        weak var second: Item?
        weak var third: Item?
        do {
            let one = Item(1)
            let two = Item(2)
            let three = Item(3)
            first = one
            second = two
            third = three
            subject.on(.next(one))
            subject.on(.next(two))
            subject.on(.next(three))
        }
        print("kept: item 1 \(first != nil), item 2 \(second != nil), item 3 \(third != nil)")
        print("B subscribes")
        subject.subscribe(printer("B")).dispose()
        subject.dispose()
        print("the subject disposed; kept: item 1 \(first != nil), item 2 \(second != nil), item 3 \(third != nil)")
    }
}

rule("ReplayRelay replays what it accepted, the last bufferSize with create(bufferSize:), everything with createUnbound(), through subscribe and asObservable()") {
    scenario("create(bufferSize: 2): four accepted before anyone subscribes; A gets 3 and 4, then 5") {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        for element in 1...4 { relay.accept(element) }
        print("A subscribes")
        let a = relay.subscribe(printer("A"))
        relay.accept(5)
        a.dispose()
        print("A left; 6 accepted")
        relay.accept(6)
        print("B subscribes through asObservable()")
        let b = relay.asObservable().subscribe(printer("B"))
        b.dispose()
    }
    scenario("create(bufferSize: 1): B gets the latest") {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        relay.accept(1)
        relay.accept(2)
        print("B subscribes")
        let b = relay.subscribe(printer("B"))
        b.dispose()
    }
    scenario("createUnbound(): B gets everything accepted, oldest first; C through asObservable() too") {
        let relay = ReplayRelay<Int>.createUnbound()
        for element in 1...4 { relay.accept(element) }
        print("B subscribes")
        let b = relay.subscribe(printer("B"))
        relay.accept(5)
        print("C subscribes through asObservable()")
        let c = relay.asObservable().subscribe(printer("C"))
        b.dispose()
        c.dispose()
    }
    scenario("A accepts 2 while it is handed 1: A gets 2 at once; B, late, gets 1 and 2") {
        let relay = ReplayRelay<Int>.createUnbound()
        let a = relay.subscribe(printer("A") { event in
            guard event.element == 1 else { return }
            print("A accepts 2")
            relay.accept(2)
        })
        relay.accept(1)
        print("B subscribes")
        let b = relay.subscribe(printer("B"))
        a.dispose()
        b.dispose()
    }
    scenario("createUnbound(): the relay gone, its items are let go") {
        weak var first: Item?
        do {
            let relay = ReplayRelay<Item>.createUnbound()
            do {
                let one = Item(1)
                first = one
                relay.accept(one)
                relay.accept(Item(2))
            }
            print("while the relay lives: item 1 kept: \(first != nil)")
            relay.subscribe(printer("B")).dispose()
        }
        print("the relay gone: item 1 kept: \(first != nil)")
    }
}

rule("bind(to:) replay relays: one subscription to the source, each element accepted into each relay in order; completed is not passed on; an error is reported as a binding error") {
    scenario("a source of 1, 2 and completed, bound to two ReplayRelays; late subscribers are replayed") {
        let first = ReplayRelay<Int>.createUnbound()
        let second = ReplayRelay<Int>.create(bufferSize: 1)
        let r1 = first.subscribe(printer("R1"))
        let r2 = second.subscribe(printer("R2"))
        let binding = oneTwoCompleted().bind(to: first, second)
        print("the relays go on")
        first.accept(3)
        print("late subscribers")
        let late1 = first.subscribe(printer("late R1"))
        let late2 = second.subscribe(printer("late R2"))
        binding.dispose()
        r1.dispose()
        r2.dispose()
        late1.dispose()
        late2.dispose()
    }
    scenario("a subject bound to a relay of optionals") {
        let subject = PublishSubject<Int>()
        let relay = ReplayRelay<Int?>.createUnbound()
        let binding = subject.bind(to: relay)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        print("R subscribes")
        let r = relay.subscribe(printer("R"))
        binding.dispose()
        r.dispose()
    }
    scenario("a subject bound to a ReplayRelay, then an error; the binding disposed, the source loses its observer") {
        let subject = PublishSubject<Int>()
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        let r = relay.subscribe(printer("R"))
        let binding = subject.bind(to: relay)
        subject.onNext(1)
        print("the error:")
        showReports { subject.onError(Failure()) }
        relay.accept(2)
        binding.dispose()
        print("hasObservers after dispose: \(subject.hasObservers)")
        r.dispose()
    }
}

rule("replayAll() makes a fresh unbounded ReplaySubject per connection: a newcomer gets every element of the open connection; a new connection starts empty") {
    scenario("replayAll(): B, late, gets 1, 2 and 3; after a disconnect, connect() again starts empty") {
        let feed = Feed<Int>()
        let connectable = feed.source.replayAll()
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
    scenario("replayAll(): the source completes, which ends the connection and its subject; B, late, joins a fresh one and is replayed nothing; connect() again") {
        let feed = Feed<Int>()
        let connectable = feed.source.replayAll()
        let a = connectable.subscribe(printer("A"))
        _ = connectable.connect()
        feed.send(1)
        feed.send(2)
        feed.complete()
        print("B subscribes")
        let b = connectable.subscribe(printer("B"))
        print("C subscribes; connect() again")
        let c = connectable.subscribe(printer("C"))
        let again = connectable.connect()
        feed.send(3)
        again.dispose()
        a.dispose()
        b.dispose()
        c.dispose()
    }
    scenario("replayAll().refCount(): the last one leaves; the connection's items are let go") {
        let feed = Feed<Item>()
        let shared = feed.source.replayAll().refCount()
        weak var first: Item?
        do {
            let a = shared.subscribe(printer("A"))
            do {
                let one = Item(1)
                first = one
                feed.send(one)
                feed.send(Item(2))
            }
            print("B subscribes")
            let b = shared.subscribe(printer("B"))
            print("while connected: item 1 kept: \(first != nil)")
            a.dispose()
            b.dispose()
        }
        print("after the last one left: item 1 kept: \(first != nil)")
        print("C subscribes")
        let c = shared.subscribe(printer("C"))
        c.dispose()
    }
}
