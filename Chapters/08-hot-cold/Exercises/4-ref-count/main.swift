// Exercise 8.4: the check program. Don't edit it: edit RefCount.swift. Its output must be
// exactly expected.txt. Each scenario's header names the rule it probes; observers print every
// event they get, so an event too many (a second `completed`) shows.
import MiniRx

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
            print("  feed: connection #\(number) opens")
            self.open.append((number, observer))
            return Disposables.create {
                self.open.removeAll { $0.number == number }
                print("  feed: connection #\(number) closes")
            }
        }
    }

    func send(_ value: Int) {
        print("  feed sends \(value)\(open.isEmpty ? ", to no one" : "")")
        for connection in open { connection.observer.onNext(value) }
    }

    func complete() {
        print("  feed completes")
        for connection in open { connection.observer.onCompleted() }
    }

    func fail() {
        print("  feed fails")
        for connection in open { connection.observer.onError(FeedError()) }
    }
}

struct FeedError: Error, CustomStringConvertible {
    var description: String { "FeedError" }
}

/// An observer that prints every event it gets, as it gets it.
func printer(_ name: String) -> AnyObserver<Int> {
    AnyObserver { event in print("  \(name) gets \(event)") }
}

/// An observer that prints every event, and runs `reaction` after the event `when` picks.
func printer(_ name: String, when: @escaping (Event<Int>) -> Bool, _ reaction: @escaping () -> Void)
    -> AnyObserver<Int>
{
    AnyObserver { event in
        print("  \(name) gets \(event)")
        if when(event) { reaction() }
    }
}

do {
    print("-- 1. The first subscriber connects; a second one joins the open connection")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        print("  A subscribes")
        let a = shared.subscribe(printer("A"))
        print("  B subscribes")
        let b = shared.subscribe(printer("B"))
        feed.send(1)
        a.dispose()
        b.dispose()
    }

    print("-- 2. One subscriber leaving keeps the connection; the last one leaving disconnects")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        print("  A leaves")
        a.dispose()
        feed.send(1)
        print("  B leaves")
        b.dispose()
        feed.send(2)
    }

    print("-- 3. After everyone has left, the next subscriber connects again")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        shared.subscribe(printer("A")).dispose()
        print("  C subscribes")
        let c = shared.subscribe(printer("C"))
        feed.send(1)
        c.dispose()
    }

    print("-- 4. Disposing a subscription twice counts it out once")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        print("  A's subscription is disposed twice")
        a.dispose()
        a.dispose()
        feed.send(1)
        b.dispose()
    }

    print("-- 5. The source completes while connected: each subscriber gets completed once;")
    print("      a later subscriber connects again, and disposing the finished ones changes nothing")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        let a = shared.subscribe(printer("A"))
        let b = shared.subscribe(printer("B"))
        feed.send(1)
        feed.complete()
        print("  C subscribes")
        let c = shared.subscribe(printer("C"))
        a.dispose()
        b.dispose()
        feed.send(2)
        c.dispose()
    }

    print("-- 6. Subscribing again from inside the completion starts a new connection")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        var again: Disposable?
        let a = shared.subscribe(printer("A", when: { $0.isStopEvent }) {
            print("  A subscribes again")
            again = shared.subscribe(printer("A again"))
        })
        let b = shared.subscribe(printer("B"))
        feed.complete()
        feed.send(1)
        a.dispose()
        b.dispose()
        again?.dispose()
    }

    print("-- 7. An error mid-stream through one subject for good (multicast(ReplaySubject)):")
    print("      a later subscriber gets the replay and the error at once, and nothing connects")
    do {
        let feed = Feed()
        let shared = feed.source.multicast(ReplaySubject.create(bufferSize: 1)).connectWhileSubscribed()
        let a = shared.subscribe(printer("A"))
        feed.send(1)
        feed.fail()
        feed.send(2)
        print("  B subscribes")
        let b = shared.subscribe(printer("B"))
        a.dispose()
        b.dispose()
    }

    print("-- 8. Disposing during delivery: the others still get the element; the last one to")
    print("      leave disconnects the source at once, in the middle of its send")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        let a = SingleAssignmentDisposable()
        let b = SingleAssignmentDisposable()
        a.setDisposable(shared.subscribe(printer("A", when: { $0.element == 1 }) {
            print("  A leaves")
            a.dispose()
        }))
        b.setDisposable(shared.subscribe(printer("B", when: { $0.element == 2 }) {
            print("  B leaves")
            b.dispose()
        }))
        feed.send(1)
        feed.send(2)
        feed.send(3)
    }

    print("-- 9. Joining during delivery: the newcomer shares the open connection")
    do {
        let feed = Feed()
        let shared = feed.source.publish().connectWhileSubscribed()
        var b: Disposable?
        let a = shared.subscribe(printer("A", when: { $0.element == 1 }) {
            print("  B subscribes")
            b = shared.subscribe(printer("B"))
        })
        feed.send(1)
        feed.send(2)
        a.dispose()
        print("  A left; B is the last")
        b?.dispose()
    }

    print("-- 10. The subscriber joins before it connects: a source that sends at once is not missed")
    do {
        let eager = Observable<Int>.create { observer in
            print("  eager source: subscribed, sends 1 and 2 and completes at once")
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = eager.publish().connectWhileSubscribed().subscribe(printer("A"))
    }
}
print("live MiniRx objects: \(Resources.total)")
