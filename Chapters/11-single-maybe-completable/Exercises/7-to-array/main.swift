// Stage 11.7: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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
    print("   live MyRx objects: \(Resources.total)")
}

enum Failure: Error {
    case offline
}

func text(_ event: SingleEvent<[Int]>) -> String {
    switch event {
    case .success(let elements): "success(\(elements))"
    case .failure(let error): "failure(\(error))"
    }
}

/// A raw observer: it prints every event it gets, a second stop event included. `react` runs
/// after the print.
func printer<Element>(_ name: String, react: @escaping (Event<Element>) -> Void = { _ in })
    -> AnyObserver<Element>
{
    AnyObserver { event in
        print("\(name) gets \(event)")
        react(event)
    }
}

/// A source the program sends into by hand (a subject underneath). It says when a subscription
/// to it opens and when one is released, and prints each step before it takes it. Made with
/// `create`, whose subscription also ends by itself at a stop event.
final class Feed {
    private let subject = PublishSubject<Int>()
    private var opened = 0

    var source: Observable<Int> {
        Observable.create { observer in
            self.opened += 1
            let number = self.opened
            print("source: subscription #\(number) opens")
            let subscription = self.subject.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                print("source: subscription #\(number) released")
            }
        }
    }

    func send(_ value: Int) {
        print("source sends \(value)")
        subject.onNext(value)
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

/// A source written by hand, not with `create` or a subject: nothing ends its subscription but
/// the disposable it returns, not even a stop event it sends, so "source released" prints only
/// when your operator lets go of it. It sends what it is told, a second stop event included;
/// `whileSubscribed` is sent from inside `subscribe`, before it returns. It subclasses
/// `Observable`, so your operator gets it as it is.
final class HandWrittenSource: Observable<Int> {
    private let whileSubscribed: [Event<Int>]
    private var observer: AnyObserver<Int>?

    init(sendingWhileSubscribed events: [Event<Int>] = []) {
        whileSubscribed = events
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        print("source subscribed")
        self.observer = AnyObserver(observer)
        for event in whileSubscribed { send(event) }
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

/// Subscribes a raw observer to `source.toArray()`; keeps nothing but the subscription it returns.
func subscribeToArray(of source: Observable<Int>, _ observer: AnyObserver<[Int]>) -> Disposable {
    source.toArray().asObservable().subscribe(observer)
}

rule("toArray() collects every element and sends them as one array when the source completes, then completed; each subscription collects its own") {
    scenario("1, 2, 3, then completed, to a raw observer of asObservable()") {
        let feed = Feed()
        _ = subscribeToArray(of: feed.source, printer("R"))
        feed.send(1)
        feed.send(2)
        feed.send(3)
        feed.complete()
    }
    scenario("subscribe(_:) of the Single: 1, 2, then completed") {
        let feed = Feed()
        _ = feed.source.toArray().subscribe { print("event: \(text($0))") }
        feed.send(1)
        feed.send(2)
        feed.complete()
    }
    scenario("A and B each subscribe; 1 goes to A alone, 2 to both, then completed") {
        let feed = Feed()
        let single = feed.source.toArray()
        _ = single.subscribe { print("A: \(text($0))") }
        feed.send(1)
        _ = single.subscribe { print("B: \(text($0))") }
        feed.send(2)
        feed.complete()
    }
}

rule("toArray() of an empty source sends [] and completed") {
    scenario("the source completes with no element, to a raw observer") {
        let feed = Feed()
        _ = subscribeToArray(of: feed.source, printer("R"))
        feed.complete()
    }
    scenario("Observable<Int>.empty().toArray(), with subscribe(onSuccess:onFailure:onDisposed:)") {
        _ = Observable<Int>.empty().toArray().subscribe(
            onSuccess: { print("onSuccess \($0)") },
            onFailure: { print("onFailure \($0)") },
            onDisposed: { print("onDisposed") })
    }
}

rule("toArray(): an error from the source goes on at once as the Single's error, and the elements collected are dropped") {
    scenario("1, 2, then an error, to a raw observer") {
        let feed = Feed()
        _ = subscribeToArray(of: feed.source, printer("R"))
        feed.send(1)
        feed.send(2)
        feed.fail()
    }
    scenario("subscribe(_:) of the Single: 1, then an error") {
        let feed = Feed()
        _ = feed.source.toArray().subscribe { print("event: \(text($0))") }
        feed.send(1)
        feed.fail()
    }
}

rule("toArray() releases the source's subscription when the source ends, and when the subscriber disposes") {
    scenario("a hand-written source that does not release itself: 1, completed, then completed again") {
        let source = HandWrittenSource()
        _ = subscribeToArray(of: source, printer("R"))
        source.send(.next(1))
        source.send(.completed)
        source.send(.completed)
    }
    scenario("a hand-written source that does not release itself: 1, an error, then completed") {
        let source = HandWrittenSource()
        _ = subscribeToArray(of: source, printer("R"))
        source.send(.next(1))
        source.send(.error(Failure.offline))
        source.send(.completed)
    }
    scenario("a hand-written source: 1, then R disposes, then the source sends 2 and completes") {
        let source = HandWrittenSource()
        let subscription = subscribeToArray(of: source, printer("R"))
        source.send(.next(1))
        print("R disposes")
        subscription.dispose()
        source.send(.next(2))
        source.send(.completed)
    }
    scenario("Observable.of(1, 2): the subscription, held after the source completed, keeps nothing alive") {
        let subscription = subscribeToArray(of: Observable.of(1, 2), printer("R"))
        // The one object a finished subscription may keep is its own disposer.
        print("live MyRx objects while the subscription is held, its disposer included: \(Resources.total)")
        subscription.dispose()
    }
}

rule("toArray(): an observer that disposes while it gets the array gets nothing more, and the source is released then; a source that completes while being subscribed gives its array all the same, and is released") {
    scenario("R disposes the subscription when it gets the array") {
        let source = HandWrittenSource()
        var subscription: Disposable?
        subscription = subscribeToArray(of: source, printer("R") { event in
            guard case .next = event else { return }
            print("R disposes")
            subscription?.dispose()
        })
        source.send(.next(1))
        source.send(.next(2))
        source.send(.completed)
        print("the source's send returned")
    }
    scenario("a hand-written source that sends 1, 2 and completed while being subscribed") {
        let source = HandWrittenSource(sendingWhileSubscribed: [.next(1), .next(2), .completed])
        _ = subscribeToArray(of: source, printer("R"))
        print("subscribe returned")
    }
}
