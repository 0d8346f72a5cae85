// Stage 7.7: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

/// `source`, saying when the operator subscribes to it and when that subscription is released.
/// Made with `create`, whose subscription also ends by itself on a stop event.
func logged<Element>(_ source: PublishSubject<Element>) -> Observable<Element> {
    Observable.create { observer in
        print("source subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create {
            print("source released")
            subscription.dispose()
        }
    }
}

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, not even a stop event it sends, so "source released" prints only
/// when your operator lets go of it. It subclasses `Observable`, so your operator gets it as it is.
final class HandWrittenSource: Observable<Int> {
    private var observer: AnyObserver<Int>?

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        print("source subscribed")
        self.observer = AnyObserver(observer)
        return Disposables.create {
            print("source released")
            self.observer = nil
        }
    }

    func send(_ event: Event<Int>) {
        print("source sends \(event)")
        observer?.on(event)
    }
}

/// A key selector that says each time it is asked.
func key(_ text: String) -> String {
    print("key(\(text))")
    return text.lowercased()
}

/// A comparer that says each time it is asked, and with which keys in which order: two numbers
/// less than 2 apart count as the same.
func close(_ earlier: Int, _ later: Int) -> Bool {
    let result = abs(earlier - later) < 2
    print("close(\(earlier), \(later)) -> \(result)")
    return result
}

struct Reading {
    let sensor: String
    let value: Int
}

rule("distinctUntilChanged passes on the first element and each one not equal to the last passed on, and the stop event, releasing the source") {
    scenario("1, 1, 2, 2, 1, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).distinctUntilChanged().subscribe(observer("R"))
        for number in [1, 1, 2, 2, 1] { source.onNext(number) }
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself: 1, 1, then an error") {
        let source = HandWrittenSource()
        _ = source.distinctUntilChanged().subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(1))
        source.send(.error(Failure.offline))
        source.send(.next(2))
    }
    scenario("two subscriptions remember apart") {
        let source = PublishSubject<Int>()
        let distinct = source.distinctUntilChanged()
        _ = distinct.subscribe(observer("A"))
        source.onNext(1)
        _ = distinct.subscribe(observer("B"))
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
    }
}

rule("distinctUntilChanged with a key or a comparer: each element's key is taken once, and compared with the key of the last element passed on, that one first") {
    scenario("keys: the lowercased text of a, A, b, B, a") {
        let source = PublishSubject<String>()
        _ = source.distinctUntilChanged(key).subscribe(observer("R"))
        for text in ["a", "A", "b", "B", "a"] { source.onNext(text) }
        source.onCompleted()
    }
    scenario("a comparer: 1, 2, 3, 5, 4") {
        let source = PublishSubject<Int>()
        _ = source.distinctUntilChanged(close).subscribe(observer("R"))
        for number in [1, 2, 3, 5, 4] { source.onNext(number) }
        source.onCompleted()
    }
    scenario("a key path: readings of one sensor, then another") {
        let source = PublishSubject<Reading>()
        _ = source.distinctUntilChanged(at: \.sensor).map { "\($0.sensor) \($0.value)" }
            .subscribe(observer("R"))
        source.onNext(Reading(sensor: "door", value: 1))
        source.onNext(Reading(sensor: "door", value: 2))
        source.onNext(Reading(sensor: "window", value: 3))
        source.onCompleted()
    }
}

rule("distinctUntilChanged keeps an element's key before passing it on, so an equal element the observer sends back from inside its handler is dropped") {
    scenario("R sends 1 and 2 into the source while receiving 1") {
        let source = PublishSubject<Int>()
        let subscription = logged(source).distinctUntilChanged().subscribe(observer("R") { event in
            guard case .next(1) = event else { return }
            print("R sends 1, then 2")
            source.onNext(1)
            source.onNext(2)
        })
        source.onNext(1)
        source.onNext(2)
        subscription.dispose()
    }
}

rule("distinctUntilChanged: a key selector or a comparer that throws ends the result with its error, once, and releases the source") {
    scenario("the key selector throws on 2") {
        let source = HandWrittenSource()
        _ = source.distinctUntilChanged { number -> Int in
            if number == 2 { throw Failure.badInput }
            return number
        }.subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
    scenario("the comparer throws when it first meets 2") {
        let source = HandWrittenSource()
        _ = source.distinctUntilChanged { earlier, later -> Bool in
            print("compare(\(earlier), \(later))")
            if later == 2 { throw Failure.badInput }
            return earlier == later
        }.subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
}

rule("compactMap passes on the non-nil results of its transform, and the stop event, releasing the source") {
    scenario("numbers parsed from 1, x, 3, then completed") {
        let source = PublishSubject<String>()
        _ = logged(source).compactMap { Int($0) }.subscribe(observer("R"))
        for text in ["1", "x", "3"] { source.onNext(text) }
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself: 1, then an error") {
        let source = HandWrittenSource()
        _ = source.compactMap { $0 % 2 == 1 ? "odd \($0)" : nil }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        source.send(.error(Failure.offline))
        source.send(.next(3))
    }
    scenario("a hand-written source that does not release itself: completed") {
        let source = HandWrittenSource()
        _ = source.compactMap { "#\($0)" }.subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
    }
}

rule("compactMap: a transform that throws ends the result with its error, once, and releases the source") {
    scenario("the transform throws on 2") {
        let source = HandWrittenSource()
        _ = source.compactMap { number -> String? in
            if number == 2 { throw Failure.badInput }
            return "#\(number)"
        }.subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
}

rule("ignoreElements is flatMap of empty(), as RxSwift writes it: it drops every element; on completed it releases the source, then passes completed on; an error passes on, then the source is released") {
    scenario("1, 2, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).ignoreElements().subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself: 1, then completed") {
        let source = HandWrittenSource()
        _ = source.ignoreElements().subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
    }
    scenario("a hand-written source that does not release itself: 1, then an error") {
        let source = HandWrittenSource()
        _ = source.ignoreElements().subscribe(observer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
    }
    scenario("while subscribed, no element leaves anything alive") {
        let source = PublishSubject<Int>()
        let ignoring = logged(source).ignoreElements()
        let subscription = ignoring.subscribe(observer("R"))
        let before = Resources.total
        source.onNext(1)
        source.onNext(2)
        print("objects the elements left alive: \(Resources.total - before)")
        subscription.dispose()
    }
}
