// Stage 7.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

enum Failure: Error {
    case offline
    case badPair
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
    Observable.create { observer in
        print("\(name) subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create {
            print("\(name) released")
            subscription.dispose()
        }
    }
}

/// A `second` written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, so "second released" prints only when your operator lets go of it.
/// It subclasses `Observable`, so your operator gets it as it is: any other `ObservableType`
/// would reach it through `asObservable()`, whose `create` ends the subscription on `completed`
/// by itself. With `completeAtOnce`, it sends `a` and completes
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

/// A disposable written by hand: it prints each time it is disposed, then runs `react`, so only
/// your library decides how often that happens.
struct Loud: Disposable {
    let name: String
    var react: () -> Void = {}

    func dispose() {
        print("\(name) disposed")
        react()
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
        .withLatestFrom(logged(second, as: "second"), resultSelector: resultSelector)
    return (first, second, combined)
}

/// A raw observer of numbers: it prints every event it receives.
func numbers(_ name: String) -> AnyObserver<Int> {
    AnyObserver { event in print("\(name) \(event)") }
}

rule("map sends each element transformed, and passes the stop event on") {
    scenario("two elements, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source, as: "source").map { "#\($0 * 10)" }.subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
    }
    scenario("an error from the source") {
        let source = PublishSubject<Int>()
        _ = logged(source, as: "source").map { "#\($0)" }.subscribe(observer("R"))
        source.onNext(1)
        source.onError(Failure.offline)
    }
}

rule("map: a transform that throws ends the result with its error, once, and releases the source") {
    scenario("the transform throws on 2") {
        let source = PublishSubject<Int>()
        _ = logged(source, as: "source").map { number -> String in
            if number == 2 { throw Failure.badPair }
            return "#\(number)"
        }.subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        print("source has observers: \(source.hasObservers)")
    }
}

rule("filter passes on only the elements its predicate accepts, and the stop event") {
    scenario("even numbers of 1 to 4, then an error") {
        let source = PublishSubject<Int>()
        _ = logged(source, as: "source").filter { $0 % 2 == 0 }.subscribe(numbers("R"))
        for number in 1...4 { source.onNext(number) }
        source.onError(Failure.offline)
    }
    scenario("even numbers of 1 to 3, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source, as: "source").filter { $0 % 2 == 0 }.subscribe(numbers("R"))
        for number in 1...3 { source.onNext(number) }
        source.onCompleted()
    }
}

rule("filter: a predicate that throws ends the result with its error, once, and releases the source") {
    scenario("the predicate throws on 3") {
        let source = PublishSubject<Int>()
        _ = logged(source, as: "source").filter { number in
            if number == 3 { throw Failure.badPair }
            return true
        }.subscribe(numbers("R"))
        for number in 1...4 { source.onNext(number) }
        print("source has observers: \(source.hasObservers)")
    }
}

/// Two inner subjects for flatMap, each saying when it is subscribed and released.
func innerSources() -> (a: PublishSubject<Int>, b: PublishSubject<Int>, pick: (String) -> Observable<Int>) {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    return (a, b, { name in logged(name == "a" ? a : b, as: "inner \(name)") })
}

rule("flatMap subscribes to each element's inner observable at once, and sends on the inner elements as they come") {
    scenario("two inners, interleaved") {
        let source = PublishSubject<String>()
        let (a, b, pick) = innerSources()
        let subscription = logged(source, as: "source").flatMap(pick).subscribe(numbers("R"))
        source.onNext("a")
        a.onNext(1)
        source.onNext("b")
        b.onNext(2)
        a.onNext(3)
        print("dispose the result")
        subscription.dispose()
    }
}

rule("flatMap completes once the source and every inner have completed; each one that completes is released at once") {
    scenario("the source completes first, then the inners") {
        let source = PublishSubject<String>()
        let (a, b, pick) = innerSources()
        _ = logged(source, as: "source").flatMap(pick).subscribe(numbers("R"))
        source.onNext("a")
        source.onNext("b")
        source.onCompleted()
        a.onNext(1)
        a.onCompleted()
        b.onNext(2)
        b.onCompleted()
    }
    scenario("an inner completes before the source") {
        let source = PublishSubject<String>()
        let (a, _, pick) = innerSources()
        _ = logged(source, as: "source").flatMap(pick).subscribe(numbers("R"))
        source.onNext("a")
        a.onCompleted()
        print("the source completes")
        source.onCompleted()
    }
    scenario("an inner completes while the source runs: nothing of it stays alive") {
        let source = PublishSubject<String>()
        let (a, _, pick) = innerSources()
        let subscription = logged(source, as: "source").flatMap(pick).subscribe(numbers("R"))
        let before = Resources.total
        source.onNext("a")
        a.onNext(1)
        a.onCompleted()
        print("objects inner a left alive: \(Resources.total - before)")
        subscription.dispose()
    }
}

rule("flatMap: an error from the source or from an inner ends the result with it, once, and releases everything") {
    scenario("an inner fails") {
        let source = PublishSubject<String>()
        let (a, b, pick) = innerSources()
        _ = logged(source, as: "source").flatMap(pick).subscribe(numbers("R"))
        source.onNext("a")
        source.onNext("b")
        b.onError(Failure.offline)
        a.onNext(1)
        a.onError(Failure.offline)
    }
    scenario("the source fails") {
        let source = PublishSubject<String>()
        let (a, _, pick) = innerSources()
        _ = logged(source, as: "source").flatMap(pick).subscribe(numbers("R"))
        source.onNext("a")
        source.onError(Failure.offline)
        a.onNext(1)
    }
}

rule("flatMap: a selector that throws ends the result with its error, once, and releases everything") {
    scenario("the selector throws on x") {
        let source = PublishSubject<String>()
        let (a, _, pick) = innerSources()
        _ = logged(source, as: "source").flatMap { name -> Observable<Int> in
            if name == "x" { throw Failure.badPair }
            return pick(name)
        }.subscribe(numbers("R"))
        source.onNext("a")
        source.onNext("x")
        source.onNext("a")
        a.onNext(1)
    }
}

rule("SingleAssignmentDisposable disposes what it holds once; what is set after it was disposed is disposed at once") {
    scenario("set, then disposed twice") {
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(Disposables.create { print("held disposed") })
        print("isDisposed: \(holder.isDisposed)")
        holder.dispose()
        holder.dispose()
        print("isDisposed: \(holder.isDisposed)")
    }
    scenario("disposed, then set") {
        let holder = SingleAssignmentDisposable()
        holder.dispose()
        print("set after dispose")
        holder.setDisposable(Disposables.create { print("late disposed") })
    }
    scenario("what it holds disposes it again from inside its dispose") {
        let holder = SingleAssignmentDisposable()
        var disposesAgain = true
        holder.setDisposable(Loud(name: "held") { [weak holder] in
            guard disposesAgain else { return }
            disposesAgain = false
            print("held disposes the holder again")
            holder?.dispose()
        })
        holder.dispose()
    }
}

rule("withLatestFrom: second is subscribed before first, so what second sends at once is there for first's first element; disposing releases first, then second, at once, even from inside the observer's handler, and nothing more reaches it") {
    scenario("two create sources that send at once, then dispose") {
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
        let subscription = first.withLatestFrom(second, resultSelector: pair).subscribe(observer("R"))
        print("dispose the result")
        subscription.dispose()
    }
    scenario("R disposes while receiving 1a") {
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
}

rule("withLatestFrom: first's elements are dropped until second has sent one; then each takes second's latest, even one the observer sends into second from inside its handler") {
    scenario("elements of both, interleaved") {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        let subscription = first.withLatestFrom(second, resultSelector: pair).subscribe(observer("R"))
        first.onNext(1)
        second.onNext("a")
        first.onNext(2)
        second.onNext("b")
        second.onNext("c")
        first.onNext(3)
        subscription.dispose()
    }
    scenario("R sends b into second while receiving 1a") {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        let subscription = first.withLatestFrom(second, resultSelector: pair)
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
}

rule("withLatestFrom: second completing ends only the subscription to second, which the operator releases at once: its latest element stays, and the result goes on") {
    scenario("a hand-written second sends a and completes") {
        let first = PublishSubject<Int>()
        let second = HandWrittenSecond()
        let subscription = logged(first, as: "first").withLatestFrom(second, resultSelector: pair)
            .subscribe(observer("R"))
        second.send(.next("a"))
        second.send(.completed)
        first.onNext(1)
        first.onNext(2)
        subscription.dispose()
    }
}

rule("withLatestFrom: second completing during its own subscribe: the subscription to it is released as soon as it exists, and its element stays") {
    scenario("a hand-written second that completes before its subscribe returns") {
        let first = PublishSubject<Int>()
        let subscription = logged(first, as: "first")
            .withLatestFrom(HandWrittenSecond(completeAtOnce: true), resultSelector: pair)
            .subscribe(observer("R"))
        first.onNext(1)
        subscription.dispose()
    }
}

rule("withLatestFrom: first completing completes the result and releases first, then second") {
    scenario("first completes") {
        let (first, second, combined) = loggedSources()
        _ = combined.subscribe(observer("R"))
        second.onNext("a")
        first.onNext(1)
        first.onCompleted()
        print("first has observers: \(first.hasObservers), second has observers: \(second.hasObservers)")
    }
}

rule("withLatestFrom: an error from first ends the result with it, once, and releases both") {
    scenario("first fails") {
        let (first, second, combined) = loggedSources()
        _ = combined.subscribe(observer("R"))
        second.onNext("a")
        first.onError(Failure.offline)
        second.onNext("b")
        print("second has observers: \(second.hasObservers)")
    }
}

rule("withLatestFrom: an error from second ends the result with it, once, and releases both: first's later elements go nowhere") {
    scenario("second fails") {
        let (first, second, combined) = loggedSources()
        _ = combined.subscribe(observer("R"))
        second.onNext("a")
        first.onNext(1)
        second.onError(Failure.offline)
        first.onNext(2)
        first.onCompleted()
        print("first has observers: \(first.hasObservers)")
    }
}

rule("withLatestFrom: a resultSelector that throws mid-stream ends the result with its error, once; it is not called again, and both sources are released") {
    scenario("the resultSelector throws on 2") {
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
}

rule("withLatestFrom: each subscription has its own latest element: it lives in the sink, not in the producer") {
    scenario("A and B, B subscribed after second sent a") {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        let paired = first.withLatestFrom(second, resultSelector: pair)
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
}

print("live MyRx objects: \(Resources.total)")
