// Exercise 6.4: the check program. Don't edit it: edit PublishSubject.swift. Its output must be
// exactly expected.txt. Each block starts with the rule it checks and ends with the number of
// MiniRx objects still alive, which must be 0: a subject or a subscription that outlives its
// block is a leak.
import MiniRx

enum Failure: Error {
    case offline
}

/// Runs one block of the check: prints its rule, runs it, then counts what it left alive.
func check(_ rule: String, _ body: () -> Void) {
    print("-- rule: \(rule)")
    body()
    print("   live MiniRx objects: \(Resources.total)")
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

check("each event goes to every observer subscribed when it arrives, in subscription order") {
    let subject = PublishSubject<Int>()
    print("hasObservers before anyone subscribes: \(subject.hasObservers)")
    let a = subject.subscribe(observer("A"))
    let b = subject.subscribe(observer("B"))
    print("hasObservers with A and B: \(subject.hasObservers)")
    subject.onNext(1)
    a.dispose()
    b.dispose()
}

check("disposing a subscription removes that observer only; a second dispose does nothing") {
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

check("the Bag's order: a newcomer takes the first slot whenever it is free") {
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

check("delivery goes to a copy taken when the event arrives: an observer disposed during it still receives it, one subscribed during it does not") {
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

check("an observer that disposes its own subscription during delivery receives nothing more") {
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

check("a send from inside a handler is delivered at once, depth first, before the outer delivery goes on") {
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

check("a stop event is decided before it is delivered: sent from inside a handler, it reaches everyone at once, and the outer delivery still goes on (RxSwift's \"Reentrancy anomaly\")") {
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

check("the subject has stopped before the stop event is delivered: a handler's send during it is ignored") {
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

check("only the first stop event counts: it is delivered once, the observers are let go, and later events are ignored") {
    let subject = PublishSubject<Int>()
    let a = subject.subscribe(observer("A"))
    subject.onNext(1)
    subject.onError(Failure.offline)
    print("hasObservers after the error: \(subject.hasObservers)")
    subject.onNext(2)
    subject.onCompleted()
    subject.onError(Failure.offline)
    subject.subscribe(observer("late")).dispose()
    a.dispose()
}

check("a subscriber that comes after the stop event receives just that stop event, once, and is not kept") {
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

check("dispose() is not completed: the observers are dropped without a word, later events go nowhere, and a later subscriber receives RxError.disposed") {
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

check("dispose() after the stop event forgets it: a later subscriber receives RxError.disposed") {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    subject.dispose()
    subject.subscribe(observer("late")).dispose()
}

check("a subscription holds its subject weakly: the subject goes when its owner lets go, and disposing afterwards is harmless") {
    var subject: PublishSubject<Int>? = PublishSubject<Int>()
    let a = subject!.subscribe(observer("A"))
    weak let released = subject
    subject = nil
    print("subject released once its owner let go: \(released == nil)")
    a.dispose()
}

print("live MiniRx objects: \(Resources.total)")
