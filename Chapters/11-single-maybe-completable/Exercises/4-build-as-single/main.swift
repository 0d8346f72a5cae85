// Stage 11.4: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

enum Failure: Error, CustomDebugStringConvertible {
    case offline
    var debugDescription: String { "offline" }
}

/// A source the program sends into by hand (a subject underneath, so a subscriber that comes
/// after it completed is told at once). It says when a subscription to it opens and when one is
/// released, and prints each step before it takes it.
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

    private var toNoOne: String { subject.hasObservers ? "" : ", to no one" }

    func send(_ value: Int) {
        print("source sends \(value)\(toNoOne)")
        subject.onNext(value)
    }

    func complete() {
        print("source completes\(toNoOne)")
        subject.onCompleted()
    }

    func fail() {
        print("source fails\(toNoOne)")
        subject.onError(Failure.offline)
    }
}

/// A raw observer: it prints every event it gets, a second stop event included. `react` runs
/// after the print.
func printer(_ name: String, react: @escaping (Event<Int>) -> Void = { _ in }) -> AnyObserver<Int> {
    AnyObserver { event in
        print("\(name) gets \(event)")
        react(event)
    }
}

/// A request made with `Single.create`: it says when its closure runs and when the disposable
/// the closure returned is disposed. The program answers it by hand with `answer`.
final class Request {
    private var pending: ((SingleEvent<Int>) -> Void)?

    var single: Single<Int> {
        Single<Int>.create { single in
            print("request sent")
            self.pending = single
            return Disposables.create { print("request closed") }
        }
    }

    func answer(_ event: SingleEvent<Int>) {
        print("the request is answered: \(event)")
        let single = pending
        pending = nil
        single?(event)
    }
}

/// Subscribes with the three closures, each printing under `name`.
func subscribeHandlers(_ name: String, to single: Single<Int>) -> Disposable {
    single.subscribe(
        onSuccess: { print("\(name) onSuccess \($0)") },
        onFailure: { print("\(name) onFailure \($0)") },
        onDisposed: { print("\(name) onDisposed") })
}

rule("Single.create: a success is next, then completed, underneath; a failure is error") {
    scenario("asObservable() of a Single that succeeds, to a raw observer") {
        let request = Request()
        _ = request.single.asObservable().subscribe(printer("R"))
        request.answer(.success(1))
    }
    scenario("asObservable() of a Single that fails, to a raw observer") {
        let request = Request()
        _ = request.single.asObservable().subscribe(printer("R"))
        request.answer(.failure(Failure.offline))
    }
}

rule("subscribe(_:) reports one SingleEvent: success(element) or failure(error), never the completed behind a success") {
    scenario("a success") {
        let request = Request()
        _ = request.single.subscribe { print("event: \($0)") }
        request.answer(.success(1))
    }
    scenario("a failure") {
        let request = Request()
        _ = request.single.subscribe { print("event: \($0)") }
        request.answer(.failure(Failure.offline))
    }
}

rule("subscribe(onSuccess:onFailure:onDisposed:) runs onDisposed once, right after onSuccess or onFailure; disposed early, the subscription ends first, then onDisposed") {
    scenario("a success, then the subscription is disposed again") {
        let request = Request()
        let subscription = subscribeHandlers("A", to: request.single)
        request.answer(.success(1))
        print("disposing A's subscription")
        subscription.dispose()
    }
    scenario("a failure") {
        let request = Request()
        _ = subscribeHandlers("A", to: request.single)
        request.answer(.failure(Failure.offline))
    }
    scenario("disposed before the answer; the answer comes later") {
        let request = Request()
        let subscription = subscribeHandlers("A", to: request.single)
        print("disposing A's subscription")
        subscription.dispose()
        request.answer(.success(1))
    }
}

rule("just, error, map and flatMap make Singles: map transforms the element, flatMap continues with the Single its selector makes") {
    scenario("Single.just(1).asObservable(), to a raw observer") {
        _ = Single.just(1).asObservable().subscribe(printer("R"))
    }
    scenario("Single.error, to a raw observer") {
        _ = Single<Int>.error(Failure.offline).asObservable().subscribe(printer("R"))
    }
    scenario("map and flatMap") {
        _ = Single.just(1).map { $0 + 1 }.subscribe { print("just(1).map { $0 + 1 }: \($0)") }
        _ = Single.just(3).flatMap { Single.just($0 * 10) }.subscribe { print("just(3).flatMap { just($0 * 10) }: \($0)") }
        _ = Single.just(3).flatMap { _ in Single<Int>.error(Failure.offline) }.subscribe { print("just(3).flatMap { error }: \($0)") }
        _ = Single<Int>.error(Failure.offline).map { $0 + 1 }.subscribe { print("error.map { $0 + 1 }: \($0)") }
    }
    scenario("flatMap waits for the inner Single's answer") {
        let request = Request()
        _ = subscribeHandlers("A", to: Single.just(1).flatMap { _ in request.single })
        request.answer(.success(2))
    }
    scenario("Single.just(1), subscribed inside work already running on the trampoline, answers during subscribe") {
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            print("work on the trampoline runs")
            _ = subscribeHandlers("A", to: Single.just(1))
            print("subscribe returned; the work ends")
            return Disposables.create()
        }
    }
}

rule("asSingle() holds the element back until the source completes, then sends it and completed") {
    scenario("one element, then completed") {
        let feed = Feed()
        _ = feed.source.asSingle().asObservable().subscribe(printer("R"))
        feed.send(1)
        feed.complete()
    }
    scenario("a real Single: subscribe(onSuccess:onFailure:onDisposed:)") {
        let feed = Feed()
        _ = subscribeHandlers("A", to: feed.source.asSingle())
        feed.send(1)
        feed.complete()
    }
}

rule("asSingle() fails with RxError.noElements when the source completes empty") {
    scenario("completed, no element") {
        let feed = Feed()
        _ = feed.source.asSingle().asObservable().subscribe(printer("R"))
        feed.complete()
    }
    scenario("Observable.empty().asSingle(), subscribe(_:)") {
        _ = Observable<Int>.empty().asSingle().subscribe { print("event: \($0)") }
    }
}

rule("asSingle() fails at once with RxError.moreThanOneElement at a second element, and releases the source") {
    scenario("1, 2, 3, completed: the error comes at 2; what follows goes nowhere") {
        let feed = Feed()
        _ = feed.source.asSingle().asObservable().subscribe(printer("R"))
        feed.send(1)
        feed.send(2)
        feed.send(3)
        feed.complete()
    }
    scenario("a source that sends 1, 2 and 3 during its own subscribe and never completes") {
        let source = Observable<Int>.create { observer in
            print("source subscribed: it sends 1, 2 and 3 before its subscribe returns")
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            print("source's subscribe returns")
            return Disposables.create { print("source released") }
        }
        _ = source.asSingle().asObservable().subscribe(printer("R"))
    }
    scenario("Observable.of(1, 2).asSingle(), subscribe(onSuccess:onFailure:onDisposed:)") {
        _ = subscribeHandlers("A", to: Observable.of(1, 2).asSingle())
    }
}

rule("asSingle() passes an error on at once, and drops the element held back") {
    scenario("an error before any element") {
        let feed = Feed()
        _ = feed.source.asSingle().asObservable().subscribe(printer("R"))
        feed.fail()
    }
    scenario("an error after the first element") {
        let feed = Feed()
        _ = feed.source.asSingle().asObservable().subscribe(printer("R"))
        feed.send(1)
        feed.fail()
    }
}

rule("asSingle()'s sink sends every event through forwardOn and disposes itself after a stop event: nothing reaches the observer once it is disposed") {
    scenario("disposed before the source ends: the source is released at once") {
        let feed = Feed()
        let subscription = feed.source.asSingle().asObservable().subscribe(printer("R"))
        feed.send(1)
        print("R's subscription is disposed")
        subscription.dispose()
        feed.complete()
    }
    scenario("R disposes its subscription when handed the element: it gets nothing after it, not even completed") {
        let feed = Feed()
        var subscription: Disposable?
        subscription = feed.source.asSingle().asObservable().subscribe(printer("R") { event in
            guard case .next = event else { return }
            print("R disposes its subscription")
            subscription?.dispose()
        })
        feed.send(1)
        feed.complete()
    }
    scenario("the program keeps the subscription while the source completes, then while another fails: the stop event ended each") {
        for fails in [false, true] {
            let feed = Feed()
            let subscription = feed.source.asSingle().asObservable().subscribe(printer("R"))
            feed.send(1)
            if fails { feed.fail() } else { feed.complete() }
            let objects = Resources.total
            subscription.dispose()
            print("objects the dispose let go: \(objects - Resources.total)")
        }
    }
}

rule("asSingle() keeps its element per subscription") {
    scenario("B subscribes from inside A's delivery, to a source that has just completed: B has seen no element") {
        let feed = Feed()
        let single = feed.source.asSingle().asObservable()
        _ = single.subscribe(printer("A") { event in
            guard case .next = event else { return }
            print("A subscribes B")
            _ = single.subscribe(printer("B"))
        })
        feed.send(1)
        feed.complete()
    }
}
