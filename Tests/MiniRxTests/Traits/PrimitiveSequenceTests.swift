import MiniRx
import Testing

/// An error whose printed form does not depend on the module name.
private enum TraitTestError: Error, CustomDebugStringConvertible {
    case boom
    var debugDescription: String { "boom" }
}

/// A `Single` made by `create` that records what happens to it into `log`.
private func recordingSingle(_ log: EventLog, send events: [SingleEvent<Int>]) -> Single<Int> {
    Single<Int>.create { single in
        log.lines.append("subscribed")
        for event in events { single(event) }
        log.lines.append("closure returning")
        return Disposables.create { log.lines.append("resource disposed") }
    }
}

/// A resource for `using` that records its disposal.
private final class LoggedResource: Disposable {
    let number: Int
    private let log: EventLog

    init(number: Int, log: EventLog) {
        self.number = number
        self.log = log
    }

    func dispose() {
        log.lines.append("resource \(number) disposed")
    }
}

@Suite("Single", .serialized)
struct SingleTests {
    @Test("A success ends the subscription at once; later events are dropped")
    func successThenDropped() {
        let log = EventLog()
        let single = recordingSingle(log, send: [.success(1), .success(2), .failure(TraitTestError.boom)])
        _ = single.subscribe(
            onSuccess: { log.lines.append("success \($0)") },
            onFailure: { log.lines.append("failure \($0)") },
            onDisposed: { log.lines.append("disposed") })
        #expect(log.lines == [
            "subscribed", "success 1", "disposed", "closure returning", "resource disposed",
        ])
    }

    @Test("Disposing before the event: onDisposed runs, the late event is ignored")
    func disposeBeforeEvent() {
        let log = EventLog()
        var pending: ((SingleEvent<Int>) -> Void)?
        let single = Single<Int>.create { observer in
            pending = observer
            return Disposables.create { log.lines.append("resource disposed") }
        }
        let subscription = single.subscribe(
            onSuccess: { log.lines.append("success \($0)") },
            onDisposed: { log.lines.append("disposed") })
        subscription.dispose()
        pending?(.success(1))
        #expect(log.lines == ["resource disposed", "disposed"])
    }

    @Test("using makes a resource per subscriber and disposes it when the Single ends")
    func usingResource() {
        let log = EventLog()
        var made = 0
        let single = Single<Int>.using({ () -> LoggedResource in
            made += 1
            log.lines.append("made resource \(made)")
            return LoggedResource(number: made, log: log)
        }, primitiveSequenceFactory: { resource in Single.just(resource.number * 10) })
        #expect(made == 0)
        for _ in 1...2 {
            _ = single.subscribe(
                onSuccess: { log.lines.append("success \($0)") },
                onDisposed: { log.lines.append("disposed") })
        }
        #expect(log.lines == [
            "made resource 1", "success 10", "disposed", "resource 1 disposed",
            "made resource 2", "success 20", "disposed", "resource 2 disposed",
        ])
    }

    @Test("SingleEvent is Result: it prints success(…) and failure(…)")
    func eventPrinting() {
        var printed: [String] = []
        _ = recordingSingle(EventLog(), send: [.success(42)]).subscribe { printed.append("\($0)") }
        _ = recordingSingle(EventLog(), send: [.failure(TraitTestError.boom)])
            .subscribe { printed.append("\($0)") }
        #expect(printed == ["success(42)", "failure(boom)"])
    }

    @Test("A failure with no onFailure goes to Hooks.defaultErrorHandler")
    func unhandledFailure() {
        var handled: [String] = []
        let saved = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        defer { Hooks.defaultErrorHandler = saved }
        _ = recordingSingle(EventLog(), send: [.failure(TraitTestError.boom)]).subscribe(onSuccess: { _ in })
        #expect(handled == ["boom"])
    }

    @Test("subscribe(with:) stops calling back once the object is gone")
    func subscribeWithObject() {
        final class Owner {
            let name: String
            init(_ name: String) { self.name = name }
        }
        let log = EventLog()
        func subscribe(_ single: Single<Int>, with owner: Owner) -> Disposable {
            single.subscribe(
                with: owner,
                onSuccess: { owner, value in log.lines.append("\(owner.name) success \(value)") },
                onFailure: { owner, error in log.lines.append("\(owner.name) failure \(error)") },
                onDisposed: { owner in log.lines.append("\(owner.name) disposed") })
        }

        // While the owner lives, every callback gets it.
        let alive = Owner("alive")
        withExtendedLifetime(alive) {
            let succeeding = PublishSubject<Int>()
            _ = subscribe(succeeding.asSingle(), with: alive)
            succeeding.onNext(1)
            succeeding.onCompleted()
            let failing = PublishSubject<Int>()
            _ = subscribe(failing.asSingle(), with: alive)
            failing.onError(TraitTestError.boom)
        }
        #expect(log.lines == [
            "alive success 1", "alive disposed", "alive failure boom", "alive disposed",
        ])

        // Once it is gone, none is called, and the subscription did not keep it alive.
        log.lines = []
        var owner: Owner? = Owner("gone")
        weak let weakOwner = owner
        let later = PublishSubject<Int>()
        let laterFailing = PublishSubject<Int>()
        _ = subscribe(later.asSingle(), with: owner!)
        _ = subscribe(laterFailing.asSingle(), with: owner!)
        owner = nil
        #expect(weakOwner == nil)
        later.onNext(1)
        later.onCompleted()
        laterFailing.onError(TraitTestError.boom)
        #expect(log.lines.isEmpty)
    }
}

@Suite("Conversions to traits", .serialized)
struct ConversionTests {
    @Test("asSingle holds the element back until the source completes")
    func asSingleWaitsForCompletion() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.asSingle().subscribe { events.append("\($0)") }
        subject.onNext(7)
        #expect(events.isEmpty)
        subject.onCompleted()
        #expect(events == ["success(7)"])
    }

    @Test("asSingle fails with RxError's texts: no elements, more than one element")
    func asSingleErrors() {
        var events: [String] = []
        let empty = PublishSubject<Int>()
        _ = empty.asSingle().subscribe { events.append("\($0)") }
        empty.onCompleted()

        let two = PublishSubject<Int>()
        _ = two.asSingle().subscribe { events.append("\($0)") }
        two.onNext(1)
        two.onNext(2)
        // The second element fails at once and ends the subscription to the source.
        #expect(!two.hasObservers)

        #expect(events == [
            "failure(Sequence doesn't contain any elements.)",
            "failure(Sequence contains more than one element.)",
        ])
    }

    @Test("asMaybe: nothing completes, one succeeds, two fail")
    func asMaybe() {
        var events: [String] = []
        for elements in [[], [1], [1, 2]] {
            let subject = PublishSubject<Int>()
            _ = subject.asMaybe().subscribe { events.append("\($0)") }
            for element in elements { subject.onNext(element) }
            subject.onCompleted()
        }
        #expect(events == ["completed", "success(1)", "error(Sequence contains more than one element.)"])
    }

    @Test("first() succeeds at the first element without waiting, and with nil when empty")
    func first() {
        var events: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.first().subscribe { events.append("\($0)") }
        subject.onNext(3)
        #expect(events == ["success(Optional(3))"])
        #expect(!subject.hasObservers)

        let empty = PublishSubject<Int>()
        _ = empty.first().subscribe { events.append("\($0)") }
        empty.onCompleted()
        #expect(events == ["success(Optional(3))", "success(nil)"])
    }

    @Test("toArray collects every element; an error drops them")
    func toArray() {
        var events: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.toArray().subscribe { events.append("\($0)") }
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()

        let failing = PublishSubject<Int>()
        _ = failing.toArray().subscribe { events.append("\($0)") }
        failing.onNext(1)
        failing.onError(TraitTestError.boom)
        #expect(events == ["success([1, 2])", "failure(boom)"])
    }

    @Test("ignoreElements().asCompletable() keeps only how the source ends")
    func asCompletable() {
        var events: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.ignoreElements().asCompletable().subscribe { events.append("\($0)") }
        subject.onNext(1)
        subject.onCompleted()
        #expect(events == ["completed"])
    }
}

@Suite("Maybe and Completable", .serialized)
struct MaybeCompletableTests {
    @Test("Maybe.create: each outcome reaches its closure, then onDisposed")
    func maybeOutcomes() {
        var lines: [String] = []
        let outcomes: [MaybeEvent<Int>] = [.success(1), .completed, .error(TraitTestError.boom)]
        for outcome in outcomes {
            _ = Maybe<Int>.create { maybe in
                maybe(outcome)
                maybe(.success(99))
                return Disposables.create()
            }.subscribe(
                onSuccess: { lines.append("success \($0)") },
                onError: { lines.append("error \($0)") },
                onCompleted: { lines.append("completed") },
                onDisposed: { lines.append("disposed") })
        }
        #expect(lines == ["success 1", "disposed", "completed", "disposed", "error boom", "disposed"])
    }

    @Test("MaybeEvent and CompletableEvent print like plain enums")
    func printing() {
        var printed: [String] = []
        _ = Maybe<String>.create { $0(.success("a")); return Disposables.create() }
            .subscribe { printed.append("\($0)") }
        _ = Completable.create { $0(.error(TraitTestError.boom)); return Disposables.create() }
            .subscribe { printed.append("\($0)") }
        #expect(printed == ["success(\"a\")", "error(boom)"])
    }

    @Test("andThen subscribes to the next sequence only after completion, never after an error")
    func andThen() {
        var lines: [String] = []
        let gate = PublishSubject<Never>()
        let next = Observable<Int>.create { observer in
            lines.append("next subscribed")
            observer.onNext(5)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = gate.asCompletable().andThen(next).subscribe { lines.append("\($0)") }
        #expect(lines.isEmpty)
        gate.onCompleted()
        #expect(lines == ["next subscribed", "next(5)", "completed"])

        lines = []
        let failing = PublishSubject<Never>()
        _ = failing.asCompletable().andThen(next).subscribe { lines.append("\($0)") }
        failing.onError(TraitTestError.boom)
        #expect(lines == ["error(boom)"])
    }

    @Test("create, asSingle, asMaybe and each andThen release what their subscriptions made")
    func noLeaks() {
        let before = Resources.total
        do {
            let gate = PublishSubject<Never>()
            let subject = PublishSubject<Int>()
            let pending = PublishSubject<Int>()
            let finished: [Disposable] = [
                subject.asSingle().subscribe { _ in },
                subject.asMaybe().subscribe { _ in },
                gate.asCompletable().andThen(subject.asSingle()).subscribe { _ in },
                gate.asCompletable().andThen(subject.asMaybe()).subscribe { _ in },
                gate.asCompletable().andThen(Completable.empty()).subscribe { _ in },
                gate.asCompletable().andThen(subject.asObservable()).subscribe { _ in },
                Single<Int>.create { $0(.success(1)); return Disposables.create() }.subscribe { _ in },
                Maybe<Int>.create { $0(.completed); return Disposables.create() }.subscribe { _ in },
                Completable.create { $0(.completed); return Disposables.create() }.subscribe { _ in },
            ]
            // Ended by its subscriber, not by the source.
            let cancelled = pending.asSingle().subscribe { _ in }
            gate.onCompleted()
            subject.onNext(1)
            subject.onCompleted()
            cancelled.dispose()
            #expect(!gate.hasObservers && !subject.hasObservers && !pending.hasObservers)
            _ = finished
        }
        #expect(Resources.total == before)
    }
}
