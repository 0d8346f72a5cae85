// Stage 11.5: the check program. Don't edit it: write your library in Sources/MyRx. Its output
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

func text(_ event: MaybeEvent<Int>) -> String {
    switch event {
    case .success(let element): "success(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}

func text(_ event: CompletableEvent) -> String {
    switch event {
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}

/// A source the program sends into by hand (a subject underneath). It says when a subscription
/// to it opens and when one is released, and prints each step before it takes it.
final class Feed {
    private let name: String
    private let subject = PublishSubject<Int>()
    private var opened = 0

    init(_ name: String = "source") {
        self.name = name
    }

    var source: Observable<Int> {
        Observable.create { observer in
            self.opened += 1
            let number = self.opened
            print("\(self.name): subscription #\(number) opens")
            let subscription = self.subject.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                print("\(self.name): subscription #\(number) released")
            }
        }
    }

    func send(_ value: Int) {
        print("\(name) sends \(value)")
        subject.onNext(value)
    }

    func complete() {
        print("\(name) completes")
        subject.onCompleted()
    }

    func fail() {
        print("\(name) fails")
        subject.onError(Failure.offline)
    }
}

/// A raw observer: it prints every event it gets, a second stop event included.
func printer<Element>(_ name: String) -> AnyObserver<Element> {
    AnyObserver { event in print("\(name) gets \(event)") }
}

/// A lookup made with `Maybe.create`: it says when its closure runs and when the disposable the
/// closure returned is disposed. The program answers it by hand with `answer`.
final class Lookup {
    private var pending: ((MaybeEvent<Int>) -> Void)?

    var maybe: Maybe<Int> {
        Maybe<Int>.create { maybe in
            print("lookup starts")
            self.pending = maybe
            return Disposables.create { print("lookup closed") }
        }
    }

    func answer(_ event: MaybeEvent<Int>) {
        print("the lookup answers \(text(event))")
        let maybe = pending
        pending = nil
        maybe?(event)
    }
}

/// A job made with `Completable.create`, ended by hand with `end`.
final class Job {
    private var pending: ((CompletableEvent) -> Void)?

    var completable: Completable {
        Completable.create { completable in
            print("job starts")
            self.pending = completable
            return Disposables.create { print("job closed") }
        }
    }

    func end(_ event: CompletableEvent) {
        print("the job ends: \(text(event))")
        let completable = pending
        pending = nil
        completable?(event)
    }
}

/// A source written by hand, not with `create` or a subject: it sends what it is told, a
/// second stop event included, so only your subscribe can keep the promise of one. It
/// subclasses `Observable`, so your operator gets it as it is.
final class HandWrittenSource: Observable<Never> {
    private var observer: AnyObserver<Never>?

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Never {
        self.observer = AnyObserver(observer)
        return Disposables.create { self.observer = nil }
    }

    func send(_ event: Event<Never>) {
        print("the source sends \(event)")
        observer?.on(event)
    }
}

/// Subscribes with the four closures, each printing under `name`.
func subscribeHandlers(_ name: String, to maybe: Maybe<Int>) -> Disposable {
    maybe.subscribe(
        onSuccess: { print("\(name) onSuccess \($0)") },
        onError: { print("\(name) onError \($0)") },
        onCompleted: { print("\(name) onCompleted") },
        onDisposed: { print("\(name) onDisposed") })
}

/// Subscribes with the three closures, each printing under `name`.
func subscribeHandlers(_ name: String, to completable: Completable) -> Disposable {
    completable.subscribe(
        onCompleted: { print("\(name) onCompleted") },
        onError: { print("\(name) onError \($0)") },
        onDisposed: { print("\(name) onDisposed") })
}

rule("Maybe.create: a success is next, then completed, underneath; an error is error; completed is completed") {
    for answer in [MaybeEvent<Int>.success(1), .error(Failure.offline), .completed] {
        scenario("asObservable() of a Maybe that answers \(text(answer)), to a raw observer") {
            let lookup = Lookup()
            _ = lookup.maybe.asObservable().subscribe(printer("R"))
            lookup.answer(answer)
        }
    }
}

rule("Maybe's subscribe(_:) reports one MaybeEvent: success, error or completed, never the completed behind a success") {
    for answer in [MaybeEvent<Int>.success(1), .error(Failure.offline), .completed] {
        scenario("a Maybe that answers \(text(answer))") {
            let lookup = Lookup()
            _ = lookup.maybe.subscribe { print("event: \(text($0))") }
            lookup.answer(answer)
        }
    }
}

rule("Maybe's subscribe(onSuccess:onError:onCompleted:onDisposed:) runs onDisposed once, right after the handler; disposed early, the subscription ends first, then onDisposed") {
    for answer in [MaybeEvent<Int>.success(1), .error(Failure.offline), .completed] {
        scenario("a Maybe that answers \(text(answer))") {
            let lookup = Lookup()
            _ = subscribeHandlers("A", to: lookup.maybe)
            lookup.answer(answer)
        }
    }
    scenario("disposed before the answer") {
        let lookup = Lookup()
        let subscription = subscribeHandlers("A", to: lookup.maybe)
        print("A is disposed")
        subscription.dispose()
        lookup.answer(.success(1))
    }
}

rule("Completable.create, subscribe(_:) and subscribe(onCompleted:onError:onDisposed:): completed or error, reported once, onDisposed right after the handler") {
    for end in [CompletableEvent.completed, .error(Failure.offline)] {
        scenario("asObservable() of a Completable that ends with \(text(end)), to a raw observer") {
            let job = Job()
            _ = job.completable.asObservable().subscribe(printer("R") as AnyObserver<Never>)
            job.end(end)
        }
        scenario("subscribe(_:) to a Completable that ends with \(text(end))") {
            let job = Job()
            _ = job.completable.subscribe { print("event: \(text($0))") }
            job.end(end)
        }
        scenario("subscribe(onCompleted:onError:onDisposed:) to a Completable that ends with \(text(end))") {
            let job = Job()
            _ = subscribeHandlers("A", to: job.completable)
            job.end(end)
        }
    }
    scenario("subscribe(_:) to asCompletable() of a hand-written source that completes twice, then fails") {
        let source = HandWrittenSource()
        _ = source.asCompletable().subscribe { print("event: \(text($0))") }
        source.send(.completed)
        source.send(.completed)
        source.send(.error(Failure.offline))
    }
    scenario("subscribe(onCompleted:onError:onDisposed:), disposed before the end") {
        let job = Job()
        let subscription = subscribeHandlers("A", to: job.completable)
        print("A is disposed")
        subscription.dispose()
        job.end(.completed)
    }
}

rule("just, error, never and empty make Maybes and Completables that keep the promise") {
    scenario("Maybe.just(1), Maybe.error, Maybe.empty(), Maybe.never() (disposed)") {
        _ = Maybe.just(1).subscribe { print("just: \(text($0))") }
        _ = Maybe<Int>.error(Failure.offline).subscribe { print("error: \(text($0))") }
        _ = Maybe<Int>.empty().subscribe { print("empty: \(text($0))") }
        let never = Maybe<Int>.never().subscribe { print("never: \(text($0))") }
        print("never: nothing yet")
        never.dispose()
    }
    scenario("Completable.error, Completable.empty(), Completable.never() (disposed)") {
        _ = Completable.error(Failure.offline).subscribe { print("error: \(text($0))") }
        _ = Completable.empty().subscribe { print("empty: \(text($0))") }
        let never = Completable.never().subscribe { print("never: \(text($0))") }
        print("never: nothing yet")
        never.dispose()
    }
}

rule("asMaybe() holds the element back until the source completes, then sends it and completed; an empty source just completes") {
    scenario("1, then completed") {
        let feed = Feed()
        _ = feed.source.asMaybe().subscribe { print("event: \(text($0))") }
        feed.send(1)
        feed.complete()
    }
    scenario("completed with no element") {
        let feed = Feed()
        _ = feed.source.asMaybe().subscribe { print("event: \(text($0))") }
        feed.complete()
    }
    scenario("1, then completed, to a raw observer of asObservable()") {
        let feed = Feed()
        _ = feed.source.asMaybe().asObservable().subscribe(printer("R"))
        feed.send(1)
        feed.complete()
    }
    scenario("A and B each subscribe; 1 goes to A alone, 2 to both, then completed") {
        let feed = Feed()
        let maybe = feed.source.asMaybe()
        _ = maybe.subscribe { print("A: \(text($0))") }
        feed.send(1)
        _ = maybe.subscribe { print("B: \(text($0))") }
        feed.send(2)
        feed.complete()
    }
}

rule("asMaybe() fails at once with RxError.moreThanOneElement at a second element, and releases the source; an error goes on at once, dropping the element") {
    scenario("1, 2: the second element") {
        let feed = Feed()
        _ = feed.source.asMaybe().asObservable().subscribe(printer("R"))
        feed.send(1)
        feed.send(2)
        feed.send(3)
    }
    scenario("1, then an error") {
        let feed = Feed()
        _ = feed.source.asMaybe().asObservable().subscribe(printer("R"))
        feed.send(1)
        feed.fail()
    }
}

rule("first() succeeds at the source's first element, at once, and releases the source; a source that completes empty gives nil; an error goes on") {
    scenario("1, then 2, to a raw observer of asObservable()") {
        let feed = Feed()
        _ = feed.source.first().asObservable().subscribe(printer("R"))
        feed.send(1)
        feed.send(2)
    }
    scenario("completed with no element") {
        let feed = Feed()
        _ = feed.source.first().asObservable().subscribe(printer("R"))
        feed.complete()
    }
    scenario("an error with no element") {
        let feed = Feed()
        _ = feed.source.first().asObservable().subscribe(printer("R"))
        feed.fail()
    }
    scenario("A and B each subscribe; 1 goes to A alone, 2 to B") {
        let feed = Feed()
        let first = feed.source.first()
        _ = first.asObservable().subscribe(printer("A"))
        feed.send(1)
        _ = first.asObservable().subscribe(printer("B"))
        feed.send(2)
    }
}

rule("andThen: the second sequence is subscribed only when the Completable completes, and its events go on; its stop event ends the subscription") {
    scenario("job.andThen(an Observable): the job completes, the second sends 1 and 2, then completes") {
        let job = Job()
        let second = Feed("second")
        _ = job.completable.andThen(second.source).subscribe(printer("R"))
        job.end(.completed)
        second.send(1)
        second.send(2)
        second.complete()
    }
    scenario("three jobs: andThen(Single.just(5)), andThen(Maybe.empty()), andThen(Completable.empty())") {
        let jobs = [Job(), Job(), Job()]
        _ = jobs[0].completable.andThen(Single.just(5)).subscribe(onSuccess: { print("single: \($0)") })
        _ = jobs[1].completable.andThen(Maybe<Int>.empty()).subscribe { print("maybe: \(text($0))") }
        _ = jobs[2].completable.andThen(Completable.empty()).subscribe { print("completable: \(text($0))") }
        jobs.forEach { $0.end(.completed) }
    }
    scenario("Completable.empty().andThen(the second): the Completable completes while it is being subscribed") {
        let second = Feed("second")
        _ = Completable.empty().andThen(second.source).subscribe(printer("R"))
        second.send(1)
        second.complete()
    }
    scenario("ignoreElements().asCompletable() of a source, andThen(the second)") {
        let first = Feed("first")
        let second = Feed("second")
        _ = first.source.ignoreElements().asCompletable().andThen(second.source).subscribe(printer("R"))
        first.send(1)
        first.complete()
        second.send(2)
        second.fail()
    }
}

rule("andThen: an error from the Completable goes on at once, and the second sequence is never subscribed") {
    scenario("the job fails") {
        let job = Job()
        let second = Feed("second")
        _ = job.completable.andThen(second.source).subscribe(printer("R"))
        job.end(.error(Failure.offline))
        second.send(1)
    }
}

rule("andThen: disposing the subscription ends whichever sequence is current") {
    scenario("disposed while the job runs") {
        let job = Job()
        let second = Feed("second")
        let subscription = job.completable.andThen(second.source).subscribe(printer("R"))
        print("R is disposed")
        subscription.dispose()
        job.end(.completed)
    }
    scenario("disposed after the job completed, while the second runs") {
        let job = Job()
        let second = Feed("second")
        let subscription = job.completable.andThen(second.source).subscribe(printer("R"))
        job.end(.completed)
        second.send(1)
        print("R is disposed")
        subscription.dispose()
        second.send(2)
    }
}
