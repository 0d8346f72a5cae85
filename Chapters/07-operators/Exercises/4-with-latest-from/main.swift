// Exercise 7.4: the check program. Don't edit it: edit WithLatestFrom.swift. Its output must be
// exactly expected.txt. Each block starts with the rule it checks and ends with the number of
// MiniRx objects still alive, which must be 0: a sink or a subscription that outlives its block
// is a leak.
import MiniRx

enum Failure: Error {
    case offline
    case badPair
}

/// Runs one block of the check: prints its rule, runs it, then counts what it left alive.
func check(_ rule: String, _ body: () -> Void) {
    print("-- rule: \(rule)")
    body()
    print("   live MiniRx objects: \(Resources.total)")
}

/// A raw observer of the result: it prints every event it receives, a second stop event
/// included, since an `AnyObserver` keeps no grammar of its own. `react` runs after the print.
func observer(_ name: String, react: @escaping (Event<String>) -> Void = { _ in }) -> AnyObserver<String> {
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// `source`, saying when the operator subscribes to it and when that subscription is released.
func logged<Element>(_ source: PublishSubject<Element>, as name: String) -> Observable<Element> {
    source.do(onSubscribe: { print("\(name) subscribed") }, onDispose: { print("\(name) released") })
}

/// A `second` written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, so "second released" prints only when your operator lets go of it.
/// It subclasses `Observable` (which MiniRx opens, chapter 6), so your operator gets it as it is:
/// any other `ObservableType` would reach it through `asObservable()`, whose `create` ends the
/// subscription on `completed` by itself. With `completeAtOnce`, it sends `a` and completes
/// inside `subscribe`, before it returns.
final class HandWrittenSecond: Observable<String> {
    private let completeAtOnce: Bool
    private var observer: AnyObserver<String>?

    init(completeAtOnce: Bool = false) {
        self.completeAtOnce = completeAtOnce
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == String {
        print("second subscribed")
        if completeAtOnce {
            print("second sends a and completes before its subscribe returns")
            observer.on(.next("a"))
            observer.on(.completed)
            return Disposables.create { print("second released") }
        }
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("second released")
            self.observer = nil
        }
    }

    func send(_ event: Event<String>) {
        observer?.on(event)
    }
}

/// Pairs an element of the first source with the latest of the second: `1a`.
func pair(_ number: Int, _ letter: String) -> String {
    "\(number)\(letter)"
}

/// Two subjects to send through by hand, and your operator over them, each source saying when
/// it is subscribed and released.
func loggedSources(resultSelector: @escaping (Int, String) throws -> String = pair)
    -> (first: PublishSubject<Int>, second: PublishSubject<String>, combined: Observable<String>)
{
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let combined = logged(first, as: "first")
        .withLatest(from: logged(second, as: "second"), resultSelector: resultSelector)
    return (first, second, combined)
}

check("second is subscribed before first, so what second sends at once is there for first's first element; disposing releases first, then second") {
    let first = Observable<Int>.create { observer in
        print("first subscribed, sends 1 and 2 at once")
        observer.onNext(1)
        observer.onNext(2)
        return Disposables.create { print("first released") }
    }
    let second = Observable<String>.create { observer in
        print("second subscribed, sends a at once")
        observer.onNext("a")
        return Disposables.create { print("second released") }
    }
    let subscription = first.withLatest(from: second, resultSelector: pair).subscribe(observer("R"))
    print("dispose the result")
    subscription.dispose()
}

check("first's elements are dropped until second has sent one; then each takes second's latest") {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let subscription = first.withLatest(from: second, resultSelector: pair).subscribe(observer("R"))
    first.onNext(1)
    second.onNext("a")
    first.onNext(2)
    second.onNext("b")
    second.onNext("c")
    first.onNext(3)
    subscription.dispose()
}

check("second completing ends only the subscription to second, which the operator releases at once: its latest element stays, and the result goes on") {
    let first = PublishSubject<Int>()
    let second = HandWrittenSecond()
    let subscription = logged(first, as: "first").withLatest(from: second, resultSelector: pair)
        .subscribe(observer("R"))
    second.send(.next("a"))
    second.send(.completed)
    first.onNext(1)
    first.onNext(2)
    subscription.dispose()
}

check("second completing during its own subscribe: the subscription to it is released as soon as it exists, and its element stays") {
    let first = PublishSubject<Int>()
    let subscription = logged(first, as: "first")
        .withLatest(from: HandWrittenSecond(completeAtOnce: true), resultSelector: pair)
        .subscribe(observer("R"))
    first.onNext(1)
    subscription.dispose()
}

check("first completing completes the result and releases first, then second") {
    let (first, second, combined) = loggedSources()
    _ = combined.subscribe(observer("R"))
    second.onNext("a")
    first.onNext(1)
    first.onCompleted()
    print("first has observers: \(first.hasObservers), second has observers: \(second.hasObservers)")
}

check("an error from first ends the result with it, once, and releases both") {
    let (first, second, combined) = loggedSources()
    _ = combined.subscribe(observer("R"))
    second.onNext("a")
    first.onError(Failure.offline)
    second.onNext("b")
    print("second has observers: \(second.hasObservers)")
}

check("an error from second ends the result with it, once, and releases both: first's later elements go nowhere") {
    let (first, second, combined) = loggedSources()
    _ = combined.subscribe(observer("R"))
    second.onNext("a")
    first.onNext(1)
    second.onError(Failure.offline)
    first.onNext(2)
    first.onCompleted()
    print("first has observers: \(first.hasObservers)")
}

check("a resultSelector that throws mid-stream ends the result with its error, once; it is not called again, and both sources are released") {
    let (first, second, combined) = loggedSources { number, letter in
        print("resultSelector(\(number), \(letter))")
        if number == 2 { throw Failure.badPair }
        return pair(number, letter)
    }
    _ = combined.subscribe(observer("R"))
    second.onNext("a")
    first.onNext(1)
    first.onNext(2)
    first.onNext(3)
    second.onNext("b")
    first.onCompleted()
    print("first has observers: \(first.hasObservers), second has observers: \(second.hasObservers)")
}

check("each subscription has its own latest element: it lives in the sink, not in the producer") {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let paired = first.withLatest(from: second, resultSelector: pair)
    let a = paired.subscribe(observer("A"))
    second.onNext("a")
    print("B subscribes after second sent a")
    let b = paired.subscribe(observer("B"))
    first.onNext(1)
    second.onNext("b")
    first.onNext(2)
    a.dispose()
    b.dispose()
}

check("disposed during delivery: the observer's own dispose releases both sources at once, and nothing more reaches it") {
    let (first, second, combined) = loggedSources()
    var subscription: Disposable?
    subscription = combined.subscribe(observer("R") { event in
        guard case .next = event else { return }
        print("R disposes its subscription")
        subscription?.dispose()
    })
    second.onNext("a")
    first.onNext(1)
    first.onNext(2)
}

check("a reentrant send: what the observer sends into second during delivery is the latest for first's next element") {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let subscription = first.withLatest(from: second, resultSelector: pair)
        .subscribe(observer("R") { event in
            guard case .next("1a") = event else { return }
            print("R sends b into second")
            second.onNext("b")
        })
    second.onNext("a")
    first.onNext(1)
    first.onNext(2)
    subscription.dispose()
}

print("live MiniRx objects: \(Resources.total)")
