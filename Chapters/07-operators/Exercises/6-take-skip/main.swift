// Stage 7.6: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

/// A predicate that says each time it is asked, and what it answers.
func asking(_ name: String, _ answer: @escaping (Int) throws -> Bool) -> (Int) throws -> Bool {
    { number in
        let result = try answer(number)
        print("\(name)(\(number)) -> \(result)")
        return result
    }
}

rule("take passes on the first count elements, then completes and releases the source at once, even when the count is reached inside the observer's handler") {
    scenario("take(2) of 1, 2, 3") {
        let source = PublishSubject<Int>()
        _ = logged(source).take(2).subscribe(observer("R"))
        for number in 1...3 {
            print("send \(number)")
            source.onNext(number)
        }
        print("source has observers: \(source.hasObservers)")
    }
    scenario("take(1) of a hand-written source that does not release itself") {
        let source = HandWrittenSource()
        _ = source.take(1).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
    }
    scenario("take(2): R sends 2 and 3 into the source while receiving 1") {
        let source = PublishSubject<Int>()
        _ = logged(source).take(2).subscribe(observer("R") { event in
            guard case .next(1) = event else { return }
            print("R sends 2, then 3")
            source.onNext(2)
            source.onNext(3)
        })
        print("send 1")
        source.onNext(1)
        print("source has observers: \(source.hasObservers)")
    }
    scenario("take(1): what is left alive once it completes, while its subscription is still held") {
        let source = PublishSubject<Int>()
        let taken = logged(source).take(1)
        let before = Resources.total
        let subscription = taken.subscribe(observer("R"))
        print("objects the subscription made: \(Resources.total - before)")
        source.onNext(1)
        print("objects left once it completed: \(Resources.total - before)")
        subscription.dispose()
    }
}

rule("take(0) is empty(): it completes at once and never subscribes to the source") {
    scenario("take(0) of a subject") {
        let source = PublishSubject<Int>()
        _ = logged(source).take(0).subscribe(observer("R"))
        source.onNext(1)
        print("source has observers: \(source.hasObservers)")
    }
}

rule("take: a stop event before the count passes on, once, and releases the source") {
    scenario("take(3) of a hand-written source: 1, then completed") {
        let source = HandWrittenSource()
        _ = source.take(3).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
    }
    scenario("take(3) of a hand-written source: 1, then an error") {
        let source = HandWrittenSource()
        _ = source.take(3).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
        source.send(.completed)
    }
}

rule("skip drops the first count elements and passes on the rest and the stop event; a count of 0 or less drops nothing") {
    scenario("skip(2) of 1 to 4, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).skip(2).subscribe(observer("R"))
        for number in 1...4 { source.onNext(number) }
        source.onCompleted()
    }
    scenario("skip(5) of 1, 2, then an error") {
        let source = PublishSubject<Int>()
        _ = logged(source).skip(5).subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onError(Failure.offline)
    }
    scenario("skip(0) and skip(-1) of 1, 2") {
        let source = PublishSubject<Int>()
        _ = source.skip(0).subscribe(observer("skip(0)"))
        _ = source.skip(-1).subscribe(observer("skip(-1)"))
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
    }
    scenario("skip(1) of a hand-written source that does not release itself: 1, 2, then completed") {
        let source = HandWrittenSource()
        _ = source.skip(1).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        source.send(.completed)
    }
    scenario("skip(1): two subscriptions count apart") {
        let source = PublishSubject<Int>()
        let skipped = source.skip(1)
        _ = skipped.subscribe(observer("A"))
        source.onNext(1)
        _ = skipped.subscribe(observer("B"))
        source.onNext(2)
        source.onNext(3)
        source.onCompleted()
    }
}

rule("take(while:) passes on elements while the predicate holds; the first that fails completes the result and releases the source, and with .inclusive is passed on first; nothing after it is passed on or asked about") {
    scenario("take(while: < 3) of 1, 2, 3, 1") {
        let source = PublishSubject<Int>()
        _ = logged(source).take(while: asking("below 3") { $0 < 3 }).subscribe(observer("R"))
        for number in [1, 2, 3, 1] { source.onNext(number) }
        print("source has observers: \(source.hasObservers)")
    }
    scenario("take(while: < 3, behavior: .inclusive) of 1, 3") {
        let source = PublishSubject<Int>()
        _ = logged(source).take(while: asking("below 3") { $0 < 3 }, behavior: .inclusive)
            .subscribe(observer("R"))
        source.onNext(1)
        source.onNext(3)
        print("source has observers: \(source.hasObservers)")
    }
    scenario("take(until: == 3) of a hand-written source: 1, 3") {
        let source = HandWrittenSource()
        _ = source.take(until: asking("is 3") { $0 == 3 }).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(3))
    }
    scenario("take(while: < 3, .inclusive): R sends 1 into the source while receiving 3") {
        let source = PublishSubject<Int>()
        _ = logged(source).take(while: asking("below 3") { $0 < 3 }, behavior: .inclusive)
            .subscribe(observer("R") { event in
                guard case .next(3) = event else { return }
                print("R sends 1")
                source.onNext(1)
            })
        source.onNext(3)
    }
    scenario("take(while:) of a hand-written source that completes first, and one that fails") {
        let first = HandWrittenSource()
        _ = first.take(while: { _ in true }).subscribe(observer("R"))
        first.send(.next(1))
        first.send(.completed)
        let second = HandWrittenSource()
        _ = second.take(while: { _ in true }).subscribe(observer("S"))
        second.send(.error(Failure.offline))
    }
}

rule("skip(while:) drops elements while the predicate holds; from the first that fails it passes on every element and the stop event, never asking the predicate again") {
    scenario("skip(while: < 3) of 1, 2, 3, 1, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).skip(while: asking("below 3") { $0 < 3 }).subscribe(observer("R"))
        for number in [1, 2, 3, 1] { source.onNext(number) }
        source.onCompleted()
    }
    scenario("skip(while: < 3): R sends 1 into the source while receiving 3") {
        let source = PublishSubject<Int>()
        let subscription = logged(source).skip(while: asking("below 3") { $0 < 3 })
            .subscribe(observer("R") { event in
                guard case .next(3) = event else { return }
                print("R sends 1")
                source.onNext(1)
            })
        source.onNext(3)
        source.onNext(2)
        subscription.dispose()
    }
    scenario("skip(while:) of a hand-written source that does not release itself: an error while skipping") {
        let source = HandWrittenSource()
        _ = source.skip(while: { _ in true }).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
    }
    scenario("skip(while:): two subscriptions decide apart") {
        let source = PublishSubject<Int>()
        let skipped = source.skip(while: { $0 < 3 })
        _ = skipped.subscribe(observer("A"))
        source.onNext(3)
        _ = skipped.subscribe(observer("B"))
        source.onNext(1)
        source.onNext(4)
        source.onCompleted()
    }
}

rule("take(while:) and skip(while:): a predicate that throws ends the result with its error, once, and releases the source") {
    scenario("take(while:) throws on 2") {
        let source = HandWrittenSource()
        _ = source.take(while: asking("take") { number in
            if number == 2 { throw Failure.badInput }
            return true
        }).subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
    scenario("skip(while:) throws on 2") {
        let source = HandWrittenSource()
        _ = source.skip(while: asking("skip") { number in
            if number == 2 { throw Failure.badInput }
            return true
        }).subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
    }
}

rule("element(at:) passes on the element at that index, then completes and releases the source at once; as in RxSwift, its count moves on only after that element is sent") {
    scenario("element(at: 2) of 10, 11, 12, 13") {
        let source = PublishSubject<Int>()
        _ = logged(source).element(at: 2).subscribe(observer("R"))
        for number in 10...13 {
            print("send \(number)")
            source.onNext(number)
        }
        print("source has observers: \(source.hasObservers)")
    }
    scenario("element(at: 0) of a hand-written source that does not release itself") {
        let source = HandWrittenSource()
        _ = source.element(at: 0).subscribe(observer("R"))
        source.send(.next(5))
        source.send(.next(6))
    }
    scenario("element(at: 1): two subscriptions count apart") {
        let source = PublishSubject<Int>()
        let picked = source.element(at: 1)
        _ = picked.subscribe(observer("A"))
        source.onNext(1)
        _ = picked.subscribe(observer("B"))
        source.onNext(2)
        source.onNext(3)
    }
    scenario("element(at: 0): R sends 7 into the source while receiving 5") {
        let source = PublishSubject<Int>()
        _ = logged(source).element(at: 0).subscribe(observer("R") { event in
            guard case .next(5) = event else { return }
            print("R sends 7")
            source.onNext(7)
        })
        source.onNext(5)
        print("source has observers: \(source.hasObservers)")
    }
}

rule("element(at:): a source that completes before the index ends the result with RxError.argumentOutOfRange; an error passes on; either releases the source") {
    scenario("element(at: 2) of a hand-written source: 1, 2, then completed") {
        let source = HandWrittenSource()
        _ = source.element(at: 2).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        source.send(.completed)
        source.send(.next(3))
    }
    scenario("element(at: 0) of empty()") {
        _ = Observable<Int>.empty().element(at: 0).subscribe(observer("R"))
    }
    scenario("element(at: 1) of a hand-written source: 1, then an error") {
        let source = HandWrittenSource()
        _ = source.element(at: 1).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
    }
}
