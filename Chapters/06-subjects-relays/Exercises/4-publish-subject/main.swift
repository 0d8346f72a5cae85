// Stage 6.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a subject or a subscription that outlives its scenario is a leak.
import MyRx

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
func observer(_ name: String, react: @escaping (Event<Int>) -> Void = { _ in }) -> AnyObserver<Int> {
    AnyObserver { event in
        print("\(name) \(describe(event))")
        react(event)
    }
}

/// `next(1)`, `completed`, `error(offline)`; RxError.disposed by name, since its text names the
/// type of the subject that sent it.
func describe(_ event: Event<Int>) -> String {
    if case .error(let error) = event, case RxError.disposed = error {
        return "error(RxError.disposed)"
    }
    return "\(event)"
}

/// An observer object that prints every event it receives; a scenario holds it weakly to see
/// whether the subject still keeps it.
final class Watcher: ObserverType {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    func on(_ event: Event<Int>) {
        print("\(name) \(describe(event))")
    }
}

rule("PublishSubject: each event goes to every observer subscribed when it arrives, in subscription order") {
    scenario("A and B, one element") {
        let subject = PublishSubject<Int>()
        print("hasObservers before anyone subscribes: \(subject.hasObservers)")
        let a = subject.subscribe(observer("A"))
        let b = subject.subscribe(observer("B"))
        print("hasObservers with A and B: \(subject.hasObservers)")
        subject.onNext(1)
        a.dispose()
        b.dispose()
    }
}

rule("PublishSubject: disposing a subscription removes that observer only; a second dispose does nothing") {
    scenario("B disposed twice, then A") {
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(observer("A"))
        let b = subject.subscribe(observer("B"))
        b.dispose()
        b.dispose()
        subject.onNext(2)
        print("hasObservers with A left: \(subject.hasObservers)")
        a.dispose()
        print("hasObservers with nobody left: \(subject.hasObservers)")
        subject.onNext(3)
    }
}

rule("the Bag's order: a newcomer takes the first slot whenever it is free, and is called first") {
    scenario("a PublishSubject: A leaves and D joins; B leaves and E joins") {
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(observer("A"))
        let b = subject.subscribe(observer("B"))
        let c = subject.subscribe(observer("C"))
        print("A leaves, D joins")
        a.dispose()
        let d = subject.subscribe(observer("D"))
        subject.onNext(1)
        print("B leaves, E joins")
        b.dispose()
        let e = subject.subscribe(observer("E"))
        subject.onNext(2)
        for subscription in [c, d, e] { subscription.dispose() }
    }
    scenario("a CompositeDisposable: a leaves and d joins, then all are disposed") {
        let group = CompositeDisposable()
        let a = group.insert(Disposables.create { print("a disposed") })
        _ = group.insert(Disposables.create { print("b disposed") })
        _ = group.insert(Disposables.create { print("c disposed") })
        group.remove(for: a!)
        _ = group.insert(Disposables.create { print("d disposed") })
        print("dispose the group")
        group.dispose()
    }
}

rule("PublishSubject: delivery goes to a copy taken when the event arrives: an observer disposed during it still receives it, one subscribed during it does not") {
    scenario("A disposes B and subscribes N during delivery") {
        let subject = PublishSubject<Int>()
        var b: Disposable?
        var newcomer: Disposable?
        let a = subject.subscribe(observer("A") { event in
            guard case .next(1) = event else { return }
            print("A disposes B and subscribes N")
            b?.dispose()
            newcomer = subject.subscribe(observer("N"))
        })
        b = subject.subscribe(observer("B"))
        subject.onNext(1)
        subject.onNext(2)
        a.dispose()
        newcomer?.dispose()
    }
}

rule("PublishSubject: an observer that disposes its own subscription during delivery receives nothing more") {
    scenario("A disposes itself during delivery") {
        let subject = PublishSubject<Int>()
        var a: Disposable?
        a = subject.subscribe(observer("A") { _ in
            print("A disposes itself")
            a?.dispose()
        })
        let b = subject.subscribe(observer("B"))
        subject.onNext(1)
        subject.onNext(2)
        b.dispose()
    }
}

rule("PublishSubject: a send from inside a handler is delivered at once, depth first, before the outer delivery goes on") {
    scenario("A sends 2 while receiving 1") {
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(observer("A") { event in
            guard case .next(1) = event else { return }
            print("A sends 2")
            subject.onNext(2)
        })
        let b = subject.subscribe(observer("B"))
        subject.onNext(1)
        a.dispose()
        b.dispose()
    }
}

rule("PublishSubject: a stop event is decided before it is delivered: sent from inside a handler, it reaches everyone at once, and the outer delivery still goes on (RxSwift's \"Reentrancy anomaly\")") {
    scenario("A sends completed while receiving 1") {
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(observer("A") { event in
            guard case .next(1) = event else { return }
            print("A sends completed")
            subject.onCompleted()
        })
        let b = subject.subscribe(observer("B"))
        subject.onNext(1)
        print("hasObservers after completed: \(subject.hasObservers)")
        a.dispose()
        b.dispose()
    }
}

rule("PublishSubject: the subject has stopped before the stop event is delivered: a handler's send during it is ignored") {
    scenario("A sends 9 while receiving completed") {
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(observer("A") { event in
            guard case .completed = event else { return }
            print("A sends 9")
            subject.onNext(9)
        })
        let b = subject.subscribe(observer("B"))
        subject.onCompleted()
        a.dispose()
        b.dispose()
    }
}

rule("PublishSubject: only the first stop event counts: it is delivered once, the observers are let go, and later events are ignored") {
    scenario("an error mid-stream, then more") {
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(observer("A"))
        subject.onNext(1)
        subject.onError(Failure.offline)
        print("hasObservers after the error: \(subject.hasObservers)")
        subject.onNext(2)
        subject.onError(Failure.offline)
        subject.onCompleted()
        subject.subscribe(observer("late")).dispose()
        a.dispose()
    }
    scenario("the observer is let go at the error, while the subject and the subscription live") {
        let subject = PublishSubject<Int>()
        weak var watcher: Watcher?
        let a = { () -> Disposable in
            let created = Watcher("A")
            watcher = created
            return subject.subscribe(created)
        }()
        subject.onError(Failure.offline)
        print("A let go: \(watcher == nil)")
        a.dispose()
    }
}

rule("PublishSubject: a subscriber that comes after the stop event receives just that stop event, once, and is not kept") {
    scenario("late subscribers after completed and after an error") {
        let completed = PublishSubject<Int>()
        completed.onCompleted()
        let late = completed.subscribe(observer("late"))
        print("hasObservers after a late subscribe: \(completed.hasObservers)")
        completed.onNext(1)
        late.dispose()
        let failed = PublishSubject<Int>()
        failed.onError(Failure.offline)
        failed.subscribe(observer("late after the error")).dispose()
    }
}

rule("PublishSubject: dispose() is not completed: the observers are dropped without a word, later events go nowhere, and a later subscriber receives RxError.disposed") {
    scenario("dispose() with A subscribed") {
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(observer("A"))
        subject.dispose()
        print("after dispose(): isDisposed \(subject.isDisposed), hasObservers \(subject.hasObservers)")
        subject.onNext(1)
        let late = subject.subscribe(observer("late"))
        print("hasObservers after a late subscribe: \(subject.hasObservers)")
        late.dispose()
        a.dispose()
    }
    scenario("the observer is let go at dispose(), while the subscription lives") {
        let subject = PublishSubject<Int>()
        weak var watcher: Watcher?
        let a = { () -> Disposable in
            let created = Watcher("A")
            watcher = created
            return subject.subscribe(created)
        }()
        subject.dispose()
        print("A let go: \(watcher == nil)")
        a.dispose()
    }
}

rule("PublishSubject: dispose() after the stop event forgets it: a later subscriber receives RxError.disposed") {
    scenario("completed, dispose(), then a late subscriber") {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()
        subject.subscribe(observer("late")).dispose()
    }
}

rule("PublishSubject: a subscription holds its subject weakly: the subject goes when its owner lets go, and disposing afterwards is harmless") {
    scenario("the owner lets go before the subscription is disposed") {
        var subject: PublishSubject<Int>? = PublishSubject<Int>()
        let a = subject!.subscribe(observer("A"))
        weak let released = subject
        subject = nil
        print("subject released once its owner let go: \(released == nil)")
        a.dispose()
    }
}

rule("BehaviorSubject: a subscriber receives the current value at once, then every later event") {
    scenario("the initial value, then a new one") {
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(observer("A"))
        subject.onNext(1)
        let b = subject.subscribe(observer("B"))
        subject.onNext(2)
        print("hasObservers: \(subject.hasObservers)")
        a.dispose()
        b.dispose()
        print("hasObservers after both disposed: \(subject.hasObservers)")
    }
}

rule("BehaviorSubject: value() is the current value; after an error it throws that error, after dispose() RxError.disposed") {
    scenario("value() through a stream that completes") {
        let subject = BehaviorSubject(value: 0)
        print("value: \(try! subject.value())")
        subject.onNext(5)
        subject.onCompleted()
        subject.onNext(6)
        print("value after completed: \(try! subject.value())")
    }
    scenario("value() after an error, then after dispose()") {
        let subject = BehaviorSubject(value: 0)
        subject.onError(Failure.offline)
        do { _ = try subject.value() } catch { print("value() throws \(error)") }
        subject.dispose()
        do { _ = try subject.value() } catch RxError.disposed { print("value() throws RxError.disposed") } catch { print("value() throws \(error)") }
    }
}

rule("BehaviorSubject: an event is recorded before it is delivered: an observer that reads value() during delivery sees it") {
    scenario("A reads value() while receiving 1") {
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(observer("A") { event in
            guard case .next(1) = event else { return }
            print("A reads value(): \(try! subject.value())")
        })
        subject.onNext(1)
        a.dispose()
    }
    scenario("A sends 9 while receiving completed") {
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(observer("A") { event in
            guard case .completed = event else { return }
            print("A sends 9")
            subject.onNext(9)
        })
        let b = subject.subscribe(observer("B"))
        subject.onCompleted()
        a.dispose()
        b.dispose()
    }
}

rule("BehaviorSubject: a subscriber is added before it receives the current value: what it sends back while receiving it reaches it too") {
    scenario("A sends 1 while receiving the current value 0") {
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(observer("A") { event in
            guard case .next(0) = event else { return }
            print("A sends 1")
            subject.onNext(1)
        })
        a.dispose()
    }
}

rule("BehaviorSubject: only the first stop event counts; later events are ignored, a late subscriber receives just that stop event, and the observers stay until they dispose") {
    scenario("completed, then more, then a late subscriber") {
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(observer("A"))
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(Failure.offline)
        print("hasObservers after completed: \(subject.hasObservers)")
        subject.subscribe(observer("late")).dispose()
        a.dispose()
        print("hasObservers after A disposed: \(subject.hasObservers)")
    }
    scenario("an error, then a late subscriber") {
        let subject = BehaviorSubject(value: 0)
        subject.onError(Failure.offline)
        subject.subscribe(observer("late")).dispose()
        print("hasObservers: \(subject.hasObservers)")
    }
}

rule("BehaviorSubject: dispose() drops the observers without a word; later events go nowhere, and a later subscriber receives RxError.disposed, even after a stop event") {
    scenario("dispose() with A subscribed") {
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(observer("A"))
        subject.dispose()
        print("after dispose(): isDisposed \(subject.isDisposed), hasObservers \(subject.hasObservers)")
        subject.onNext(1)
        subject.subscribe(observer("late")).dispose()
        a.dispose()
    }
    scenario("an error, dispose(), then a late subscriber") {
        let subject = BehaviorSubject(value: 0)
        subject.onError(Failure.offline)
        subject.dispose()
        subject.subscribe(observer("late")).dispose()
    }
}

rule("BehaviorSubject: disposing a subscription removes that observer only, and holds the subject weakly") {
    scenario("B leaves, then the owner lets go") {
        var subject: BehaviorSubject<Int>? = BehaviorSubject(value: 0)
        let a = subject!.subscribe(observer("A"))
        let b = subject!.subscribe(observer("B"))
        b.dispose()
        subject!.onNext(1)
        weak let released = subject
        subject = nil
        print("subject released once its owner let go: \(released == nil)")
        a.dispose()
    }
}

print("live MyRx objects: \(Resources.total)")
