// Stage 7.12: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

rule("takeLast keeps the last count elements and sends them, oldest first, when the source completes, then completed, releasing the source") {
    scenario("takeLast(2) of 1, 2, 3, 4, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).takeLast(2).subscribe(observer("R"))
        for number in 1...4 { source.onNext(number) }
        print("the source completes")
        source.onCompleted()
    }
    scenario("takeLast(3) of 1, 2: fewer than count") {
        let source = PublishSubject<Int>()
        _ = logged(source).takeLast(3).subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
    }
    scenario("takeLast(0) of 1, 2") {
        let source = PublishSubject<Int>()
        _ = logged(source).takeLast(0).subscribe(observer("R"))
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself: takeLast(2) of 1, 2, 3, then completed") {
        let source = HandWrittenSource()
        _ = source.takeLast(2).subscribe(observer("R"))
        for number in 1...3 { source.send(.next(number)) }
        source.send(.completed)
        source.send(.next(4))
    }
    scenario("two subscriptions keep their elements apart") {
        let source = PublishSubject<Int>()
        let lastTwo = source.takeLast(2)
        _ = lastTwo.subscribe(observer("A"))
        source.onNext(1)
        source.onNext(2)
        _ = lastTwo.subscribe(observer("B"))
        source.onNext(3)
        source.onCompleted()
    }
}

rule("takeLast: an error passes on at once, without the kept elements, and releases the source") {
    scenario("a hand-written source that does not release itself: 1, 2, then an error") {
        let source = HandWrittenSource()
        _ = source.takeLast(2).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        source.send(.error(Failure.offline))
        source.send(.completed)
    }
}

rule("enumerated pairs each element with its index, from 0 for each subscription, and passes the stop event on, releasing the source") {
    scenario("10, 20, 30, then completed") {
        let source = PublishSubject<Int>()
        _ = logged(source).enumerated().subscribe(observer("R"))
        for number in [10, 20, 30] { source.onNext(number) }
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself: 10, then an error") {
        let source = HandWrittenSource()
        _ = source.enumerated().subscribe(observer("R"))
        source.send(.next(10))
        source.send(.error(Failure.offline))
        source.send(.next(20))
    }
    scenario("two subscriptions count apart") {
        let source = PublishSubject<Int>()
        let numbered = source.enumerated()
        _ = numbered.subscribe(observer("A"))
        source.onNext(10)
        _ = numbered.subscribe(observer("B"))
        source.onNext(20)
        source.onCompleted()
    }
}

rule("enumerated counts an element before passing it on, so one the observer sends back from inside its handler gets the next index") {
    scenario("R sends 99 into the source while receiving index 0") {
        let source = PublishSubject<Int>()
        let subscription = logged(source).enumerated().subscribe(observer("R") { event in
            guard case .next(let pair) = event, pair.index == 0 else { return }
            print("R sends 99")
            source.onNext(99)
        })
        source.onNext(10)
        source.onNext(20)
        subscription.dispose()
    }
}

rule("skip(until:) subscribes to the source, then to other; it drops the source's elements until other sends one, then passes them on, and releases other at that element") {
    scenario("source 1, other 0, source 2, 3, then completed") {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        _ = logged(source).skip(until: logged(other, "other")).subscribe(observer("R"))
        source.onNext(1)
        print("other sends 0")
        other.onNext(0)
        source.onNext(2)
        source.onNext(3)
        source.onCompleted()
    }
    scenario("hand-written sources that do not release themselves: source 1, other 0 and 5, source 2, then completed") {
        let source = HandWrittenSource()
        let other = HandWrittenSource("other")
        _ = source.skip(until: other).subscribe(observer("R"))
        source.send(.next(1))
        other.send(.next(0))
        other.send(.next(5))
        source.send(.next(2))
        source.send(.completed)
    }
    scenario("other sends its element while it is subscribed to") {
        let source = PublishSubject<Int>()
        let other = Observable<Int>.create { observer in
            print("other subscribed, sends 0")
            observer.onNext(0)
            return Disposables.create { print("other released") }
        }
        let subscription = logged(source).skip(until: other).subscribe(observer("R"))
        source.onNext(1)
        print("the subscriber disposes")
        subscription.dispose()
    }
}

rule("skip(until:): other completing without an element is released and changes nothing; a source that completes before other sent one ends in silence, releasing both") {
    scenario("hand-written sources: other completes, source 1, then completed") {
        let source = HandWrittenSource()
        let other = HandWrittenSource("other")
        _ = source.skip(until: other).subscribe(observer("R"))
        other.send(.completed)
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
    }
    scenario("hand-written sources: source 1, then completed, before other sends") {
        let source = HandWrittenSource()
        let other = HandWrittenSource("other")
        _ = source.skip(until: other).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
        other.send(.next(0))
    }
}

rule("skip(until:): an error from either side ends the result with it and releases both") {
    scenario("hand-written sources: other fails before sending") {
        let source = HandWrittenSource()
        let other = HandWrittenSource("other")
        _ = source.skip(until: other).subscribe(observer("R"))
        source.send(.next(1))
        other.send(.error(Failure.offline))
        source.send(.next(2))
    }
    scenario("hand-written sources: the source fails before other sends") {
        let source = HandWrittenSource()
        let other = HandWrittenSource("other")
        _ = source.skip(until: other).subscribe(observer("R"))
        source.send(.error(Failure.badInput))
        other.send(.next(0))
    }
}

rule("ifEmpty(default:) passes the source's events on; a source that completes with no element gets the default before completed; a stop event releases the source") {
    scenario("the source completes at once") {
        let source = PublishSubject<Int>()
        _ = logged(source).ifEmpty(default: 42).subscribe(observer("R"))
        source.onCompleted()
    }
    scenario("a hand-written source that does not release itself: 1, 2, then completed") {
        let source = HandWrittenSource()
        _ = source.ifEmpty(default: 42).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.next(2))
        source.send(.completed)
        source.send(.next(3))
    }
    scenario("a hand-written source that does not release itself: an error at once") {
        let source = HandWrittenSource()
        _ = source.ifEmpty(default: 42).subscribe(observer("R"))
        source.send(.error(Failure.offline))
        source.send(.completed)
    }
    scenario("two subscriptions remember apart") {
        let source = PublishSubject<Int>()
        let withDefault = source.ifEmpty(default: 42)
        _ = withDefault.subscribe(observer("A"))
        source.onNext(1)
        _ = withDefault.subscribe(observer("B"))
        source.onCompleted()
    }
}

rule("ifEmpty(switchTo:) passes the source's events on; a source that sends an element or an error ends the result with its stop event, releasing it, and other is never subscribed to") {
    scenario("a hand-written source that does not release itself: 1, then completed") {
        let source = HandWrittenSource()
        let other = PublishSubject<Int>()
        _ = source.ifEmpty(switchTo: logged(other, "other")).subscribe(observer("R"))
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
    }
    scenario("a hand-written source that does not release itself: an error at once") {
        let source = HandWrittenSource()
        let other = PublishSubject<Int>()
        _ = source.ifEmpty(switchTo: logged(other, "other")).subscribe(observer("R"))
        source.send(.error(Failure.offline))
    }
}

rule("ifEmpty(switchTo:): a source that completes with no element is followed by other, whose events pass on; the source is released only when the result ends, then other") {
    scenario("a hand-written source that does not release itself completes; other sends 7, 8, then completed") {
        let source = HandWrittenSource()
        let other = PublishSubject<Int>()
        _ = source.ifEmpty(switchTo: logged(other, "other")).subscribe(observer("R"))
        print("the source completes")
        source.send(.completed)
        other.onNext(7)
        other.onNext(8)
        other.onCompleted()
        other.onNext(9)
    }
    scenario("the source completes; other fails") {
        let source = HandWrittenSource()
        let other = PublishSubject<Int>()
        _ = source.ifEmpty(switchTo: logged(other, "other")).subscribe(observer("R"))
        source.send(.completed)
        other.onError(Failure.badInput)
    }
    scenario("the source completes; the subscriber disposes while other runs") {
        let source = HandWrittenSource()
        let other = PublishSubject<Int>()
        let subscription = source.ifEmpty(switchTo: logged(other, "other")).subscribe(observer("R"))
        source.send(.completed)
        other.onNext(7)
        print("the subscriber disposes")
        subscription.dispose()
        other.onNext(8)
    }
    scenario("an empty source that completes while subscribed to; other is Observable.of(7, 8)") {
        _ = Observable<Int>.empty().ifEmpty(switchTo: Observable.of(7, 8)).subscribe(observer("R"))
    }
}
