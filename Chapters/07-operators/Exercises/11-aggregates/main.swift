// Stage 7.11: the check program. Don't edit it: write your library in Sources/MyRx. Its output
// must be exactly expected.txt. Each rule of the README opens with `== rule: … ==`, each of its
// scenarios with `-- … --`, and each scenario ends with the number of your library's objects
// still alive, which must be 0: a sink or a subscription that outlives its scenario is a leak.
import MyRx

enum Failure: Error {
    case offline
    case badInput
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
func observer<Element>(_ name: String, react: @escaping (Event<Element>) -> Void = { _ in })
    -> AnyObserver<Element>
{
    AnyObserver { event in
        print("\(name) \(event)")
        react(event)
    }
}

/// `source`, saying when it is subscribed to and when that subscription is released, by `name`.
/// Made with `create`, whose subscription also ends by itself on a stop event.
func logged<Element>(_ source: PublishSubject<Element>, _ name: String = "source") -> Observable<Element> {
    Observable.create { observer in
        print("\(name) subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create {
            print("\(name) released")
            subscription.dispose()
        }
    }
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, not even a stop event it sends, so "source released" prints only
/// when your operator lets go of it. It subclasses `Observable`, so your operator gets it as it is.
final class HandWrittenSource: Observable<Int> {
    private let name: String
    private var observer: AnyObserver<Int>?

    init(_ name: String = "source") {
        self.name = name
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        print("\(name) subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("\(self.name) released")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("\(name) sends \(event)")
        observer?.on(event)
    }
}

rule("scan sends the running total after each element, starting from the seed, and passes the stop event on, releasing the source") {
    scenario("scan(into: 0) { $0 += $1 } over 1, 2, 3, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).scan(into: 0) { total, number in total += number }.subscribe(observer("R"))
        for number in 1...3 { source.onNext(number) }
        source.onCompleted()
    }
    scenario("scan(\"\") { $0 + $1 }: the accumulator returns the next total") {
        let source = PublishSubject<String>()
        _ = source.scan("") { text, letter in text + letter }.subscribe(observer("R"))
        for letter in ["a", "b", "c"] { source.onNext(letter) }
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself: 1, then an error") {
        let source = HandWrittenSource()
        _ = source.scan(100) { $0 + $1 }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
        source.send(.next(2))
    }
    scenario("a hand-written source that does not release itself: completed") {
        let source = HandWrittenSource()
        _ = source.scan(0) { $0 + $1 }.subscribe(observer("R"))
        source.send(.completed)
    }
    scenario("each subscription starts from the seed") {
        let source = PublishSubject<Int>()
        let totals = source.scan(into: 0) { total, number in total += number }
        _ = totals.subscribe(observer("A"))
        source.onNext(1)
        _ = totals.subscribe(observer("B"))
        source.onNext(2)
        source.onCompleted()
    }
}

rule("scan adds an element to the total before sending the total, so an element the observer sends back from inside its handler adds to it") {
    scenario("R sends 10 into the source while receiving the total 1") {
        let source = PublishSubject<Int>()
        let subscription = source.scan(0) { $0 + $1 }.subscribe(observer("R") { event in
            guard case .next(1) = event else { return }
            print("R sends 10")
            source.onNext(10)
        })
        source.onNext(1)
        source.onNext(100)
        subscription.dispose()
    }
}

rule("scan: an accumulator that throws ends the result with its error, once, and releases the source") {
    scenario("the accumulator throws on 2") {
        let source = HandWrittenSource()
        _ = source.scan(0) { total, number in
            if number == 2 { throw Failure.badInput }
            return total + number
        }.subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
}

rule("reduce sends one element when the source completes, the total of every element from the seed through mapResult, then completed, releasing the source") {
    scenario("reduce(0, accumulator: +) over 1, 2, 3, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).reduce(0, accumulator: +).subscribe(observer("R"))
        for number in 1...3 { source.onNext(number) }
        print("completed comes")
        source.onCompleted()
    }
    scenario("with mapResult") {
        let source = PublishSubject<Int>()
        _ = source.reduce(0, accumulator: +, mapResult: { "sum \($0)" }).subscribe(observer("R"))
        source.onNext(4)
        source.onNext(5)
        source.onCompleted()
    }
    scenario("no element: the seed") {
        _ = Observable<Int>.empty().reduce(42, accumulator: +).subscribe(observer("R"))
    }
    scenario("a hand-written source that does not release itself: 1, then an error") {
        let source = HandWrittenSource()
        _ = source.reduce(0, accumulator: +).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
    }
    scenario("a hand-written source that does not release itself: 1, then completed") {
        let source = HandWrittenSource()
        _ = source.reduce(0, accumulator: +).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
    }
    scenario("each subscription starts from the seed") {
        let source = PublishSubject<Int>()
        let sum = source.reduce(0, accumulator: +)
        _ = sum.subscribe(observer("A"))
        source.onNext(1)
        _ = sum.subscribe(observer("B"))
        source.onNext(2)
        source.onCompleted()
    }
}

rule("reduce: an accumulator or a mapResult that throws ends the result with its error, once, and releases the source") {
    scenario("the accumulator throws on 2") {
        let source = HandWrittenSource()
        _ = source.reduce(0) { total, number in
            if number == 2 { throw Failure.badInput }
            return total + number
        }.subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
        source.send(.completed)
    }
    scenario("mapResult throws") {
        let source = HandWrittenSource()
        _ = source.reduce(0, accumulator: +, mapResult: { total -> String in
            print("mapResult(\(total))")
            throw Failure.badInput
        }).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
    }
}

rule("materialize sends each event as an element; after the source's stop event it completes and releases the source: the result never fails") {
    scenario("1, 2, then an error") {
        let source = PublishSubject<Int>()
        _ = logged(source).materialize().subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onError(Failure.offline)
    }
    scenario("a hand-written source that does not release itself: 1, then completed") {
        let source = HandWrittenSource()
        _ = source.materialize().subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
    }
    scenario("a hand-written source that does not release itself: an error") {
        let source = HandWrittenSource()
        _ = source.materialize().map { "\($0)" }.subscribe(observer("R"))
        source.send(.error(Failure.offline))
    }
}

rule("dematerialize sends the event each element holds; an element that holds a stop event ends the result and releases the source") {
    scenario("next(1), next(2), then an element holding completed") {
        let source = PublishSubject<Event<Int>>()
        _ = logged(source).dematerialize().subscribe(observer("R"))
        source.onNext(.next(1))
        source.onNext(.next(2))
        source.onNext(.completed)
        source.onNext(.next(3))
    }
    scenario("an element holding an error") {
        let source = PublishSubject<Event<Int>>()
        _ = logged(source).dematerialize().subscribe(observer("R"))
        source.onNext(.next(1))
        source.onNext(.error(Failure.offline))
    }
    scenario("the source's own error and completed pass on") {
        let failing = PublishSubject<Event<Int>>()
        _ = logged(failing).dematerialize().subscribe(observer("A"))
        failing.onError(Failure.badInput)
        let ending = PublishSubject<Event<Int>>()
        _ = logged(ending).dematerialize().subscribe(observer("B"))
        ending.onCompleted()
    }
    scenario("materialize, then dematerialize: the events come back") {
        let source = PublishSubject<Int>()
        _ = logged(source).materialize().dematerialize().subscribe(observer("R"))
        source.onNext(1)
        source.onError(Failure.offline)
    }
}

rule("single passes the one element on, then completed; completing with none fails with noElements, a second element fails with moreThanOneElement; either way the source is released") {
    scenario("just(7)") {
        _ = Observable.just(7).single().subscribe(observer("R"))
    }
    scenario("empty()") {
        _ = Observable<Int>.empty().single().subscribe(observer("R"))
    }
    scenario("a hand-written source that does not release itself: 1, then 2") {
        let source = HandWrittenSource()
        _ = source.single().subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        source.send(.completed)
    }
    scenario("a hand-written source that does not release itself: 1, then completed") {
        let source = HandWrittenSource()
        _ = source.single().subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
    }
    scenario("a hand-written source that does not release itself: an error") {
        let source = HandWrittenSource()
        _ = source.single().subscribe(observer("R"))
        source.send(.error(Failure.offline))
    }
    scenario("each subscription counts on its own") {
        let source = PublishSubject<Int>()
        let one = source.single()
        _ = one.subscribe(observer("A"))
        source.onNext(1)
        _ = one.subscribe(observer("B"))
        source.onNext(2)
        source.onCompleted()
    }
}

rule("single with a predicate passes on the one element it accepts and drops the others; a predicate that throws ends the result with its error") {
    scenario("single { $0 > 2 } over 1, 3, 2, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).single { $0 > 2 }.subscribe(observer("R"))
        for number in [1, 3, 2] { source.onNext(number) }
        source.onCompleted()
    }
    scenario("single { $0 > 2 } over 1, 2, then completed: none accepted") {
        let source = PublishSubject<Int>()
        _ = logged(source).single { $0 > 2 }.subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
    }
    scenario("single { $0 > 2 } over 3, 4: a second accepted") {
        let source = HandWrittenSource()
        _ = source.single { $0 > 2 }.subscribe(observer("R"))
        source.send(.next(3))
        source.send(.next(4))
    }
    scenario("the predicate throws on 2") {
        let source = HandWrittenSource()
        _ = source.single { number in
            if number == 2 { throw Failure.badInput }
            return false
        }.subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
}

rule("single counts an element before passing it on, so a second element the observer sends back from inside its handler fails") {
    scenario("R sends 2 into the source while receiving 1") {
        let source = PublishSubject<Int>()
        let subscription = logged(source).single().subscribe(observer("R") { event in
            guard case .next(1) = event else { return }
            print("R sends 2")
            source.onNext(2)
        })
        source.onNext(1)
        subscription.dispose()
    }
}

rule("amb mirrors whichever side sends first, an element or a stop event, and disposes the other side at once") {
    scenario("right sends first") {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        _ = logged(left, "left").amb(logged(right, "right")).subscribe(observer("R"))
        right.onNext(1)
        left.onNext(10)
        right.onNext(2)
        right.onCompleted()
    }
    scenario("left sends an error first") {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        _ = logged(left, "left").amb(logged(right, "right")).subscribe(observer("R"))
        left.onError(Failure.offline)
        right.onNext(1)
    }
    scenario("right completes first, with no element") {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        _ = logged(left, "left").amb(logged(right, "right")).subscribe(observer("R"))
        right.onCompleted()
        left.onNext(1)
    }
    scenario("two hand-written sources that do not release themselves: left sends 1, then completed") {
        let left = HandWrittenSource("left")
        let right = HandWrittenSource("right")
        _ = left.amb(right).subscribe(observer("R"))
        left.send(.next(1))
        right.send(.next(10))
        left.send(.completed)
    }
    scenario("left sends 1 while amb subscribes to it: right is subscribed to, and released at once") {
        let left = Observable<Int>.create { observer in
            print("left subscribed, sends 1")
            observer.onNext(1)
            return Disposables.create { print("left released") }
        }
        let right = PublishSubject<Int>()
        let subscription = left.amb(logged(right, "right")).subscribe(observer("R"))
        right.onNext(10)
        print("dispose")
        subscription.dispose()
    }
}

rule("disposing amb's subscription disposes both sides before either has sent, the chosen side after; Observable.amb of many mirrors the first to send") {
    scenario("disposed before either side sends") {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let subscription = logged(left, "left").amb(logged(right, "right")).subscribe(observer("R"))
        print("dispose")
        subscription.dispose()
        left.onNext(1)
    }
    scenario("disposed after right was chosen") {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let subscription = logged(left, "left").amb(logged(right, "right")).subscribe(observer("R"))
        right.onNext(1)
        print("dispose")
        subscription.dispose()
        right.onNext(2)
    }
    scenario("Observable.amb([a, b, c]): c sends first") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let c = PublishSubject<Int>()
        _ = Observable.amb([logged(a, "a"), logged(b, "b"), logged(c, "c")]).subscribe(observer("R"))
        c.onNext(3)
        a.onNext(1)
        c.onCompleted()
    }
}
