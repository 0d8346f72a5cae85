// Stage 12.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

func rule(_ text: String, _ scenarios: () -> Void) {
    print("== rule: \(text) ==")
    scenarios()
}

func scenario(_ name: String, _ body: () -> Void) {
    print("-- \(name) --")
    body()
    // Work a scenario left queued on the main loop runs now, before the count.
    MainScheduler.instance.runUntilIdle()
    print("   live MyRx objects: \(Resources.total)")
}

struct Offline: Error, CustomDebugStringConvertible {
    var debugDescription: String { "Offline" }
}

/// A source the program sends into by hand (a subject underneath). It says when a subscription
/// to it opens and when one is released, and prints each step before it takes it.
final class Feed {
    private let name: String
    private let subject = PublishSubject<String>()
    private(set) var opened = 0

    init(_ name: String) {
        self.name = name
    }

    var source: Observable<String> {
        Observable.create { observer in
            self.opened += 1
            let number = self.opened
            print("\(self.name): subscription #\(number) opens")
            let subscription = self.subject.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                print("\(self.name): subscription #\(number) released")
            }
        }
    }

    private var toNoOne: String { subject.hasObservers ? "" : ", to no one" }

    func send(_ value: String) {
        print("\(name) sends \(value)\(toNoOne)")
        subject.onNext(value)
    }

    func complete() {
        print("\(name) completes\(toNoOne)")
        subject.onCompleted()
    }

    func fail() {
        print("\(name) fails\(toNoOne)")
        subject.onError(Offline())
    }
}

/// A raw observer: it prints every event it gets, a second stop event included. `react` runs
/// after the print.
func printer(_ name: String, react: @escaping (Event<String>) -> Void = { _ in }) -> AnyObserver<String> {
    AnyObserver { event in
        print("\(name) gets \(event)")
        react(event)
    }
}

/// The same, for optional elements.
func optionalPrinter(_ name: String) -> AnyObserver<String?> {
    AnyObserver { event in
        print("\(name) gets \(event)")
    }
}

rule("asSignal(onErrorJustReturn:) makes a Signal: on an error, the fallback element, then completed; emit(onNext:onCompleted:onDisposed:) gets them, then onDisposed") {
    scenario("A emits; the subject sends tap, then fails") {
        let subject = PublishSubject<String>()
        let signal = subject.asSignal(onErrorJustReturn: "(offline)")
        _ = signal.emit(
            onNext: { print("A onNext \($0)") },
            onCompleted: { print("A onCompleted") },
            onDisposed: { print("A onDisposed") })
        print("the subject sends tap")
        subject.onNext("tap")
        print("the subject fails")
        subject.onError(Offline())
    }
    scenario("the subscription disposed: onDisposed, and nothing more") {
        let subject = PublishSubject<String>()
        let subscription = subject.asSignal(onErrorJustReturn: "(offline)").emit(
            onNext: { print("A onNext \($0)") },
            onCompleted: { print("A onCompleted") },
            onDisposed: { print("A onDisposed") })
        subject.onNext("tap")
        print("A's subscription is disposed")
        subscription.dispose()
        subject.onNext("never heard")
        print("the subject has observers: \(subject.hasObservers)")
    }
}

rule("asSignal(onErrorSignalWith:) and asSignal(onErrorRecover:): on an error, the events of the fallback Signal, which onErrorRecover makes from the error") {
    scenario("onErrorSignalWith: the source fails; the backup's elements and completion follow") {
        let feed = Feed("source")
        let backup = Feed("backup")
        let signal = feed.source.asSignal(onErrorSignalWith: backup.source.asSignal(onErrorJustReturn: "(backup offline)"))
        let a = signal.emit(to: printer("A"))
        feed.send("tap")
        feed.fail()
        backup.send("tap from the backup")
        backup.complete()
        a.dispose()
    }
    scenario("onErrorRecover: the handler is handed the error; its Signal's events follow") {
        let feed = Feed("source")
        let backup = Feed("backup")
        let signal = feed.source.asSignal(onErrorRecover: { error in
            print("recover called with \(error)")
            return backup.source.asSignal(onErrorJustReturn: "(backup offline)")
        })
        let a = signal.emit(to: printer("A"))
        feed.send("tap")
        feed.fail()
        backup.send("tap from the backup")
        backup.fail()
        a.dispose()
    }
    scenario("the source completes: no fallback is asked for") {
        let feed = Feed("source")
        let signal = feed.source.asSignal(onErrorRecover: { _ in
            print("recover called")
            return PublishRelay<String>().asSignal()
        })
        let a = signal.emit(to: printer("A"))
        feed.send("tap")
        feed.complete()
        a.dispose()
    }
}

rule("Signal's strategy is share(scope: .whileConnected): its subscribers share one subscription and a newcomer is replayed nothing; once every subscriber has gone, or the source has ended, the next one starts over") {
    scenario("A and B subscribe, the source once; C, late, hears only what comes next") {
        let feed = Feed("source")
        let signal = feed.source.asSignal(onErrorJustReturn: "(offline)")
        print("A subscribes")
        let a = signal.emit(to: printer("A"))
        print("B subscribes through asSignal()")
        let b = signal.asSignal().emit(to: printer("B"))
        feed.send("tap 1")
        print("C subscribes")
        let c = signal.asObservable().subscribe(printer("C"))
        feed.send("tap 2")
        a.dispose()
        b.dispose()
        c.dispose()
    }
    scenario("everyone leaves; D subscribes: a new subscription, nothing replayed") {
        let feed = Feed("source")
        let signal = feed.source.asSignal(onErrorJustReturn: "(offline)")
        let a = signal.emit(to: printer("A"))
        feed.send("tap 1")
        print("A leaves")
        a.dispose()
        print("D subscribes")
        let d = signal.emit(to: printer("D"))
        feed.send("tap 2")
        d.dispose()
    }
    scenario("the source completes; E subscribes: a new subscription, to a feed that has ended, so E gets completed") {
        let feed = Feed("source")
        let signal = feed.source.asSignal(onErrorJustReturn: "(offline)")
        let a = signal.emit(to: printer("A"))
        feed.send("tap 1")
        feed.complete()
        print("E subscribes")
        let e = signal.emit(to: printer("E"))
        feed.send("tap 2")
        a.dispose()
        e.dispose()
    }
}

rule("asSignal delivers through Signal's scheduler, a MainScheduler, and shares after it: an element sent during a delivery waits for the main loop, and every subscriber gets each element in the order sent") {
    scenario("A sends 2 while it is handed 1") {
        let numbers = PublishSubject<String>()
        let signal = numbers.asSignal(onErrorJustReturn: "(offline)")
        let a = signal.emit(onNext: { number in
            print("A got \(number)")
            if number == "1" {
                print("A sends 2")
                numbers.onNext("2")
            }
            print("A done with \(number)")
        })
        let b = signal.emit(onNext: { print("B got \($0)") })
        numbers.onNext("1")
        print("the program turns the main loop")
        MainScheduler.instance.runUntilIdle()
        a.dispose()
        b.dispose()
    }
    scenario("A disposes C while an element is on its way to both: C still gets it") {
        let feed = Feed("source")
        let signal = feed.source.asSignal(onErrorJustReturn: "(offline)")
        var c: Disposable?
        let a = signal.emit(to: printer("A") { event in
            if case .next("tap 1") = event, let subscription = c {
                print("A disposes C")
                subscription.dispose()
                c = nil
            }
        })
        c = signal.emit(to: printer("C"))
        feed.send("tap 1")
        feed.send("tap 2")
        a.dispose()
    }
}

rule("PublishRelay.asSignal() gives the relay's elements through Signal's scheduler, shared, with nothing replayed") {
    scenario("A and B; A accepts 2 while it is handed 1; C, late, hears only 3") {
        let relay = PublishRelay<String>()
        let signal = relay.asSignal()
        let a = signal.emit(onNext: { element in
            print("A got \(element)")
            if element == "1" {
                print("A accepts 2")
                relay.accept("2")
            }
            print("A done with \(element)")
        })
        let b = signal.emit(onNext: { print("B got \($0)") })
        relay.accept("1")
        print("the program turns the main loop")
        MainScheduler.instance.runUntilIdle()
        print("C subscribes")
        let c = signal.emit(onNext: { print("C got \($0)") })
        relay.accept("3")
        a.dispose()
        b.dispose()
        c.dispose()
    }
}

rule("emit(to:) sends every event to each observer in order, and each element into each relay (publish, behavior, replay), optionals too; emit() subscribes and ignores") {
    scenario("two observers: every event, completed included, to each in order") {
        let feed = Feed("source")
        let signal = feed.source.asSignal(onErrorJustReturn: "(offline)")
        let subscription = signal.emit(to: printer("first"), printer("second"))
        feed.send("tap")
        feed.fail()
        subscription.dispose()
    }
    scenario("observers of optionals") {
        let subject = PublishSubject<String>()
        let subscription = subject.asSignal(onErrorJustReturn: "(offline)").emit(to: optionalPrinter("first"), optionalPrinter("second"))
        subject.onNext("tap")
        subject.onCompleted()
        subscription.dispose()
    }
    scenario("two PublishRelays, a BehaviorRelay and a ReplayRelay; completed is not passed on") {
        let subject = PublishSubject<String>()
        let signal = subject.asSignal(onErrorJustReturn: "(offline)")
        let first = PublishRelay<String>()
        let second = PublishRelay<String>()
        let behavior = BehaviorRelay(value: "initial")
        let replay = ReplayRelay<String>.createUnbound()
        let r1 = first.subscribe(printer("publish 1"))
        let r2 = second.subscribe(printer("publish 2"))
        let bindings = [
            signal.emit(to: first, second),
            signal.emit(to: behavior),
            signal.emit(to: replay),
        ]
        subject.onNext("tap 1")
        subject.onNext("tap 2")
        subject.onCompleted()
        print("behavior value: \(behavior.value)")
        print("the replay relay replays")
        let r3 = replay.subscribe(printer("replay"))
        bindings.forEach { $0.dispose() }
        r1.dispose()
        r2.dispose()
        r3.dispose()
    }
    scenario("relays of optionals") {
        let subject = PublishSubject<String>()
        let signal = subject.asSignal(onErrorJustReturn: "(offline)")
        let publish = PublishRelay<String?>()
        let behavior = BehaviorRelay<String?>(value: nil)
        let replay = ReplayRelay<String?>.create(bufferSize: 1)
        let p = publish.subscribe(optionalPrinter("publish"))
        let bindings = [signal.emit(to: publish), signal.emit(to: behavior), signal.emit(to: replay)]
        subject.onNext("tap")
        print("behavior value: \(String(describing: behavior.value))")
        let r = replay.subscribe(optionalPrinter("replay"))
        bindings.forEach { $0.dispose() }
        p.dispose()
        r.dispose()
    }
    scenario("emit(): the source is subscribed, and released when disposed") {
        let feed = Feed("source")
        let subscription = feed.source.asSignal(onErrorJustReturn: "(offline)").emit()
        feed.send("tap")
        subscription.dispose()
    }
}
