// Exercise 11.4: the check program. Don't edit it: edit AsSingle.swift. Its output must be
// exactly expected.txt. Each block starts with the rule it checks and ends with the number of
// MiniRx objects still alive, which must be 0: a sink or a subscription that outlives its block
// is a leak.
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

/// A raw observer of the result: it prints every event it receives, a second stop event
/// included, since an `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func observer(_ name: String, react: @escaping (Event<Int>) -> Void = { _ in }) -> AnyObserver<Int> {
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// A source to drive by hand. It says when it is subscribed and when that subscription is
/// released, and prints each step before it takes it, so the order of the lines shows when
/// your operator answered.
final class Source {
    let subject = PublishSubject<Int>()

    var observable: Observable<Int> {
        subject.do(onSubscribe: { print("source subscribed") }, onDispose: { print("source released") })
    }

    func send(_ element: Int) {
        print("source sends \(element)")
        subject.onNext(element)
    }

    func complete() {
        print("source completes")
        subject.onCompleted()
    }

    func fail() {
        print("source fails")
        subject.onError(Failure.offline)
    }
}

check("one element, then completed: the element waits for completed, then goes on, followed by completed, and the source is released") {
    let source = Source()
    _ = source.observable.asSingleObservable().subscribe(observer("R"))
    source.send(1)
    source.complete()
}

check("no element: completing empty is an error, RxError.noElements") {
    let source = Source()
    _ = source.observable.asSingleObservable().subscribe(observer("R"))
    source.complete()
}

check("a second element is an error at once, RxError.moreThanOneElement, and releases the source: what it sends later goes nowhere") {
    let source = Source()
    _ = source.observable.asSingleObservable().subscribe(observer("R"))
    source.send(1)
    source.send(2)
    source.send(3)
    source.complete()
    print("source has observers: \(source.subject.hasObservers)")
}

check("a source that sends during its own subscribe: the error comes at its second element, nothing after it reaches the observer, and the source is released as soon as its subscribe returns") {
    let source = Observable<Int>.create { observer in
        print("source subscribed: it sends 1, 2 and 3 before its subscribe returns, and never completes")
        observer.onNext(1)
        observer.onNext(2)
        observer.onNext(3)
        print("source's subscribe returns")
        return Disposables.create { print("source released") }
    }
    _ = source.asSingleObservable().subscribe(observer("R"))
}

check("an error before any element is passed on at once, and the source is released") {
    let source = Source()
    _ = source.observable.asSingleObservable().subscribe(observer("R"))
    source.fail()
}

check("an error after the first element: the element held back is dropped, and the error is passed on at once") {
    let source = Source()
    _ = source.observable.asSingleObservable().subscribe(observer("R"))
    source.send(1)
    source.fail()
}

check("disposed before the source ends: nothing reaches the observer, and the source is released at once") {
    let source = Source()
    let subscription = source.observable.asSingleObservable().subscribe(observer("R"))
    source.send(1)
    print("R's subscription is disposed")
    subscription.dispose()
    source.complete()
    print("source has observers: \(source.subject.hasObservers)")
}

check("disposed during delivery: an observer that disposes its subscription when handed the element gets nothing after it, not even completed") {
    let source = Source()
    var subscription: Disposable?
    subscription = source.observable.asSingleObservable().subscribe(observer("R") { event in
        guard case .next = event else { return }
        print("R disposes its subscription")
        subscription?.dispose()
    })
    source.send(1)
    source.complete()
}

check("each subscription holds its own element: B, subscribed from inside A's delivery to the source that has just completed, has seen none") {
    let source = Source()
    let single = source.observable.asSingleObservable()
    _ = single.subscribe(observer("A") { event in
        guard case .next = event else { return }
        print("A subscribes B")
        _ = single.subscribe(observer("B"))
    })
    source.send(1)
    source.complete()
}

print("live MiniRx objects: \(Resources.total)")
