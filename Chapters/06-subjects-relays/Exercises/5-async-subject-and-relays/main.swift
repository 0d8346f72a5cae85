// Stage 6.5: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0.
import MyRx
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Failure: Error {
    case offline
}

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    print("   live MyRx objects: \(Resources.total)")
}

/// A raw observer: it prints every event it receives, a second stop event included, since an
/// `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func observer<Element>(_ name: String, react: @escaping (Event<Element>) -> Void = { _ in }) -> AnyObserver<Element> {
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// An observer object that prints every event it receives; a scenario holds it weakly to see
/// whether the subject still keeps it.
final class Watcher: ObserverType {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    func on(_ event: Event<Int>) {
        print("\(name) \(event)")
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

rule("AsyncSubject: nothing is delivered before completed; then the last element, then completed, to every observer subscribed at that moment") {
    scenario("A and B; 1, 2, 3, then completed") {
        let subject = AsyncSubject<Int>()
        print("hasObservers before anyone subscribes: \(subject.hasObservers)")
        let a = subject.subscribe(observer("A"))
        let b = subject.subscribe(observer("B"))
        print("hasObservers with A and B: \(subject.hasObservers)")
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        print("sent 1, 2 and 3; completing")
        subject.onCompleted()
        a.dispose()
        b.dispose()
    }
    scenario("A leaves before the end; B disposed twice") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A"))
        let b = subject.subscribe(observer("B"))
        let c = subject.subscribe(observer("C"))
        subject.onNext(1)
        print("A leaves; B leaves twice")
        a.dispose()
        b.dispose()
        b.dispose()
        print("hasObservers with C left: \(subject.hasObservers)")
        subject.onCompleted()
        c.dispose()
    }
}

rule("AsyncSubject: with no element, completed goes alone") {
    scenario("A, then completed") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A"))
        subject.onCompleted()
        a.dispose()
    }
}

rule("AsyncSubject: an error goes alone, without the last element") {
    scenario("1 and 2, then an error") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A"))
        let b = subject.subscribe(observer("B"))
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(Failure.offline)
        a.dispose()
        b.dispose()
    }
}

rule("AsyncSubject: the ending empties the bag before it is delivered: hasObservers is false during it, and the subject keeps no observer") {
    scenario("A reads hasObservers while it receives the ending") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A") { _ in
            print("  hasObservers now: \(subject.hasObservers)")
        })
        subject.onNext(1)
        subject.onCompleted()
        a.dispose()
    }
    scenario("A reads hasObservers while it receives the error") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A") { _ in
            print("  hasObservers now: \(subject.hasObservers)")
        })
        subject.onError(Failure.offline)
        a.dispose()
    }
    scenario("the observer is let go at completed, while the subject and the subscription live") {
        let subject = AsyncSubject<Int>()
        weak var watcher: Watcher?
        let a = { () -> Disposable in
            let created = Watcher("A")
            watcher = created
            return subject.subscribe(created)
        }()
        subject.onNext(1)
        print("A kept before the end: \(watcher != nil)")
        subject.onCompleted()
        print("A let go: \(watcher == nil), hasObservers \(subject.hasObservers)")
        print("live MyRx objects at that moment: \(Resources.total)")
        a.dispose()
    }
    scenario("the observer is let go at an error") {
        let subject = AsyncSubject<Int>()
        weak var watcher: Watcher?
        let a = { () -> Disposable in
            let created = Watcher("A")
            watcher = created
            return subject.subscribe(created)
        }()
        subject.onError(Failure.offline)
        print("A let go: \(watcher == nil), hasObservers \(subject.hasObservers)")
        a.dispose()
    }
}

rule("AsyncSubject: the subject has ended before the ending is delivered: a send from a handler during it is ignored") {
    scenario("A sends 9 and completed while it receives 3") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A") { event in
            guard case .next(3) = event else { return }
            print("A sends 9 and completed")
            subject.onNext(9)
            subject.onCompleted()
        })
        let b = subject.subscribe(observer("B"))
        subject.onNext(3)
        subject.onCompleted()
        subject.subscribe(observer("late")).dispose()
        a.dispose()
        b.dispose()
    }
    scenario("A sends 9 and an error while it receives completed") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A") { event in
            guard case .completed = event else { return }
            print("A sends 9 and an error")
            subject.onNext(9)
            subject.onError(Failure.offline)
        })
        let b = subject.subscribe(observer("B"))
        subject.onCompleted()
        subject.subscribe(observer("late")).dispose()
        a.dispose()
        b.dispose()
    }
}

rule("AsyncSubject: a subscriber that comes during or after the ending receives the stored ending at once, and is not kept") {
    scenario("A subscribes N while it receives the last element") {
        let subject = AsyncSubject<Int>()
        var newcomer: Disposable?
        let a = subject.subscribe(observer("A") { event in
            guard case .next = event else { return }
            print("A subscribes N")
            newcomer = subject.subscribe(observer("N"))
            print("  hasObservers after N: \(subject.hasObservers)")
        })
        let b = subject.subscribe(observer("B"))
        subject.onNext(7)
        subject.onCompleted()
        a.dispose()
        b.dispose()
        newcomer?.dispose()
    }
    scenario("A subscribes N while it receives the error") {
        let subject = AsyncSubject<Int>()
        var newcomer: Disposable?
        let a = subject.subscribe(observer("A") { event in
            print("A subscribes N")
            newcomer = subject.subscribe(observer("N"))
        })
        subject.onNext(7)
        subject.onError(Failure.offline)
        a.dispose()
        newcomer?.dispose()
    }
    scenario("late subscribers after 1, 2 and completed") {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        let late = subject.subscribe(observer("late"))
        print("hasObservers after a late subscribe: \(subject.hasObservers)")
        subject.subscribe(observer("later")).dispose()
        late.dispose()
    }
    scenario("a late subscriber after completed with no element") {
        let subject = AsyncSubject<Int>()
        subject.onCompleted()
        subject.subscribe(observer("late")).dispose()
    }
    scenario("a late subscriber after 1 and an error") {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onError(Failure.offline)
        subject.subscribe(observer("late")).dispose()
        print("hasObservers: \(subject.hasObservers)")
    }
}

rule("AsyncSubject: only the first stop event counts; later events are ignored") {
    scenario("1, completed, then 2, an error and completed") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A"))
        subject.onNext(1)
        subject.onCompleted()
        print("then 2, an error and completed")
        subject.onNext(2)
        subject.onError(Failure.offline)
        subject.onCompleted()
        subject.subscribe(observer("late")).dispose()
        a.dispose()
    }
    scenario("an error, then 2 and completed") {
        let subject = AsyncSubject<Int>()
        let a = subject.subscribe(observer("A"))
        subject.onError(Failure.offline)
        print("then 2 and completed")
        subject.onNext(2)
        subject.onCompleted()
        subject.subscribe(observer("late")).dispose()
        a.dispose()
    }
}

rule("AsyncSubject: a subscription holds its subject weakly") {
    scenario("the owner lets go of the subject, then the subscription is disposed") {
        weak var gone: AsyncSubject<Int>?
        let a = { () -> Disposable in
            let subject = AsyncSubject<Int>()
            gone = subject
            return subject.subscribe(observer("A"))
        }()
        print("subject gone: \(gone == nil)")
        a.dispose()
    }
}

rule("PublishRelay: accept sends the element to the subscribers of that moment, in subscription order, through subscribe and asObservable()") {
    scenario("A, and B through asObservable(); A leaves") {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        let a = relay.subscribe(observer("A"))
        let b = relay.asObservable().subscribe(observer("B"))
        relay.accept(1)
        print("A leaves")
        a.dispose()
        relay.accept(2)
        b.dispose()
        relay.accept(3)
    }
}

rule("PublishRelay: an accept from inside a delivery is delivered at once, depth first") {
    scenario("A accepts 2 while it receives 1") {
        let relay = PublishRelay<Int>()
        let a = relay.subscribe(observer("A") { event in
            guard case .next(1) = event else { return }
            print("A accepts 2")
            relay.accept(2)
        })
        let b = relay.subscribe(observer("B"))
        relay.accept(1)
        a.dispose()
        b.dispose()
    }
}

rule("BehaviorRelay: a subscriber receives the current value at once, then every accepted element, through subscribe and asObservable(); value is the latest") {
    scenario("A before 1, B after it") {
        let relay = BehaviorRelay(value: 0)
        print("value: \(relay.value)")
        let a = relay.subscribe(observer("A"))
        relay.accept(1)
        print("value: \(relay.value)")
        let b = relay.asObservable().subscribe(observer("B"))
        relay.accept(2)
        print("value: \(relay.value)")
        a.dispose()
        b.dispose()
        relay.accept(3)
        print("value: \(relay.value)")
    }
}

rule("BehaviorRelay: an element is recorded before it is delivered: value read inside a delivery is the newest") {
    scenario("A and B read value as they receive each element") {
        let relay = BehaviorRelay(value: 0)
        let a = relay.subscribe(observer("A") { _ in print("  A reads \(relay.value)") })
        let b = relay.subscribe(observer("B") { _ in print("  B reads \(relay.value)") })
        relay.accept(1)
        a.dispose()
        b.dispose()
    }
    scenario("A accepts 2 while it receives 1; B reads value") {
        let relay = BehaviorRelay(value: 0)
        let a = relay.subscribe(observer("A") { event in
            guard case .next(1) = event else { return }
            print("A accepts 2")
            relay.accept(2)
        })
        let b = relay.subscribe(observer("B") { _ in print("  B reads \(relay.value)") })
        relay.accept(1)
        print("value: \(relay.value)")
        a.dispose()
        b.dispose()
    }
}

rule("bind(to:) observers: one subscription to the source, and every event, stop events included, to each observer in order") {
    scenario("a source of 1, 2 and completed, bound to A and B") {
        let binding = oneTwoCompleted().bind(to: observer("A"), observer("B"))
        binding.dispose()
    }
    scenario("a subject bound to A and B, then an error") {
        let subject = PublishSubject<Int>()
        let binding = subject.bind(to: observer("A"), observer("B"))
        subject.onNext(1)
        subject.onError(Failure.offline)
        print("hasObservers after the error: \(subject.hasObservers)")
        binding.dispose()
    }
    scenario("a subject bound to O, an observer of optionals") {
        let subject = PublishSubject<Int>()
        let optionals: AnyObserver<Int?> = observer("O")
        let binding = subject.bind(to: optionals)
        subject.onNext(1)
        subject.onCompleted()
        binding.dispose()
    }
    scenario("the binding disposed: the source loses its observer") {
        let subject = PublishSubject<Int>()
        let binding = subject.bind(to: observer("A"))
        subject.onNext(1)
        binding.dispose()
        print("hasObservers after dispose: \(subject.hasObservers)")
        subject.onNext(2)
    }
}

rule("bind(to:) relays: one subscription to the source, each element accepted into each relay in order; completed is not passed on, and the relays go on") {
    scenario("a source of 1, 2 and completed, bound to two PublishRelays") {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let r1 = first.subscribe(observer("R1"))
        let r2 = second.subscribe(observer("R2"))
        let binding = oneTwoCompleted().bind(to: first, second)
        print("the relays go on")
        first.accept(3)
        second.accept(4)
        binding.dispose()
        r1.dispose()
        r2.dispose()
    }
    scenario("a source of 1, 2 and completed, bound to two BehaviorRelays") {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let r1 = first.subscribe(observer("R1"))
        let r2 = second.subscribe(observer("R2"))
        let binding = oneTwoCompleted().bind(to: first, second)
        print("values: \(first.value) \(second.value)")
        first.accept(3)
        binding.dispose()
        r1.dispose()
        r2.dispose()
    }
    scenario("a subject bound to relays of optionals") {
        let subject = PublishSubject<Int>()
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let p = publish.subscribe(observer("P"))
        let q = behavior.subscribe(observer("Q"))
        let toPublish = subject.bind(to: publish)
        let toBehavior = subject.bind(to: behavior)
        subject.onNext(1)
        subject.onCompleted()
        print("value: \(String(describing: behavior.value))")
        toPublish.dispose()
        toBehavior.dispose()
        p.dispose()
        q.dispose()
    }
    scenario("the binding disposed: the source loses its observer") {
        let subject = PublishSubject<Int>()
        let relay = PublishRelay<Int>()
        let r = relay.subscribe(observer("R"))
        let binding = subject.bind(to: relay)
        subject.onNext(1)
        binding.dispose()
        print("hasObservers after dispose: \(subject.hasObservers)")
        subject.onNext(2)
        r.dispose()
    }
}

rule("bind(to:) relays: an error is reported as a binding error and not passed on; the relay goes on") {
    scenario("a subject bound to a PublishRelay, then an error") {
        let subject = PublishSubject<Int>()
        let relay = PublishRelay<Int>()
        let r = relay.subscribe(observer("R"))
        let binding = subject.bind(to: relay)
        subject.onNext(1)
        print("the error:")
        showReports { subject.onError(Failure.offline) }
        print("hasObservers after the error: \(subject.hasObservers)")
        relay.accept(2)
        binding.dispose()
        r.dispose()
    }
    scenario("a subject bound to a BehaviorRelay, then an error") {
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let r = relay.subscribe(observer("R"))
        let binding = subject.bind(to: relay)
        subject.onNext(1)
        print("the error:")
        showReports { subject.onError(Failure.offline) }
        print("value: \(relay.value)")
        binding.dispose()
        r.dispose()
    }
}

rule("bind(onNext:): each element goes to the closure; completed ends it quietly, and an error is reported as a binding error") {
    scenario("1, 2, then completed") {
        let subject = PublishSubject<Int>()
        let binding = subject.bind(onNext: { print("onNext \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        print("completed:")
        showReports { subject.onCompleted() }
        binding.dispose()
    }
    scenario("1, then an error") {
        let subject = PublishSubject<Int>()
        let binding = subject.bind(onNext: { print("onNext \($0)") })
        subject.onNext(1)
        print("the error:")
        showReports { subject.onError(Failure.offline) }
        print("hasObservers after the error: \(subject.hasObservers)")
        binding.dispose()
    }
}
