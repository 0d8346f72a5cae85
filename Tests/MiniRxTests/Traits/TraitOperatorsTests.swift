import MiniRx
import MiniRxTest
import Testing

private enum OperatorTestError: Error, CustomDebugStringConvertible {
    case failed
    var debugDescription: String { "failed" }
}

@Suite("Trait operators", .serialized)
struct TraitOperatorsTests {
    @Test("Single.zip waits for every Single; an empty collection succeeds at once")
    func zip() {
        var events: [String] = []
        let first = PublishSubject<Int>()
        _ = Single.zip(first.asSingle(), Single.just("a")).subscribe { events.append("\($0)") }
        #expect(events.isEmpty)
        first.onNext(1)
        first.onCompleted()
        _ = Single.zip([Single<Int>]()).subscribe { events.append("\($0)") }
        _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }
            .subscribe { events.append("\($0)") }
        // Swift prints a tuple payload without its own parentheses.
        #expect(events == ["success(1, \"a\")", "success([])", "success(3)"])
    }

    @Test("Completable.concat runs one after another and stops at an error; zip runs all")
    func concatAndZip() {
        var lines: [String] = []
        func step(_ name: String, fails: Bool = false) -> Completable {
            Completable.create { completable in
                lines.append("\(name) runs")
                completable(fails ? .error(OperatorTestError.failed) : .completed)
                return Disposables.create()
            }
        }
        _ = Completable.concat(step("a"), step("b", fails: true), step("c"))
            .subscribe { lines.append("concat: \($0)") }
        _ = Completable.zip(step("x"), step("y")).subscribe { lines.append("zip: \($0)") }
        #expect(lines == [
            "a runs", "b runs", "concat: error(failed)", "x runs", "y runs", "zip: completed",
        ])
    }

    @Test("Maybe.ifEmpty gives a default or switches to another sequence only when empty")
    func ifEmpty() {
        var events: [String] = []
        _ = Maybe<Int>.empty().ifEmpty(default: 0).subscribe { events.append("\($0)") }
        _ = Maybe.just(5).ifEmpty(default: 0).subscribe { events.append("\($0)") }
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(9)).subscribe { events.append("\($0)") }
        _ = Maybe<Int>.error(OperatorTestError.failed).ifEmpty(switchTo: Single.just(9))
            .subscribe { events.append("\($0)") }
        #expect(events == ["success(0)", "success(5)", "success(9)", "failure(failed)"])
    }

    @Test("retry subscribes again after a failure; catchAndReturn ends with a value")
    func retryAndCatch() {
        var attempts = 0
        let flaky = Single<Int>.create { single in
            attempts += 1
            single(attempts < 3 ? .failure(OperatorTestError.failed) : .success(attempts))
            return Disposables.create()
        }
        var events: [String] = []
        _ = flaky.retry(2).subscribe { events.append("\($0)") }
        _ = flaky.retry(2).subscribe { events.append("\($0)") }
        _ = Single<Int>.error(OperatorTestError.failed).catchAndReturn(-1)
            .subscribe { events.append("\($0)") }
        #expect(events == ["failure(failed)", "success(3)", "success(-1)"])
    }

    @Test("andThen a Maybe, and Single.asCompletable, keep their traits' events")
    func andThenMaybe() {
        var events: [String] = []
        _ = Completable.empty().andThen(Maybe<Int>.empty()).subscribe { events.append("\($0)") }
        _ = Completable.empty().andThen(Maybe.just(1)).subscribe { events.append("\($0)") }
        _ = Single.just(1).asCompletable().subscribe { events.append("\($0)") }
        _ = Single.just(4).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe { events.append("\($0)") }
        #expect(events == ["completed", "success(1)", "completed", "completed"])
    }

    @Test("Single.asCompletable disposes the Single's subscription before it completes (ignoreElements' order)")
    func singleAsCompletableStopOrder() {
        // RxSwift writes Single.asCompletable as `source.ignoreElements().asCompletable()`, and
        // ignoreElements as a flatMap: on the source's `completed`, dispose it, then complete.
        let scheduler = TestScheduler(initialClock: 0)
        let answer = scheduler.createHotObservable([.next(210, 42), .completed(220)])
        var lines: [String] = []
        scheduler.scheduleAt(200) {
            _ = answer.asObservable()
                .do(onDispose: { lines.append("\(scheduler.clock) answer disposed") })
                .asSingle()
                .asCompletable()
                .subscribe { lines.append("\(scheduler.clock) \($0)") }
        }
        scheduler.start()
        #expect(lines == ["220 answer disposed", "220 completed"])
    }

    @Test("Single.retry(when:): each trigger element resubscribes, in virtual time")
    func singleRetryWhen() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            // Fails 10 ticks after each subscription, until the third, which succeeds.
            var attempts = 0
            let flaky = Single<String>.deferred {
                attempts += 1
                let attempt = attempts
                return Single<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in
                    if attempt < 3 { throw OperatorTestError.failed }
                    return "attempt \(attempt)"
                }
            }
            // Waits 5 ticks after each error before trying again.
            let res = scheduler.start {
                flaky.retry(when: { (errors: Observable<Swift.Error>) in
                    errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
                }).asObservable()
            }
            // Fails at 210 and 225, tries again at 215 and 230, succeeds 10 ticks later.
            #expect(res.events == [.next(240, "attempt 3"), .completed(240)])
        }
    }

    @Test("Completable.retry(when:) completes when the trigger completes")
    func completableRetryWhenTriggerCompletes() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let failing = scheduler.createColdObservable([.error(10, OperatorTestError.failed, Never.self)])
            let res = scheduler.start {
                failing.asCompletable()
                    .retry(when: { (errors: Observable<Swift.Error>) in errors.take(2) })
                    .asObservable()
            }
            // Three subscriptions: the first, and one for each of the two errors let through;
            // the third error finds the trigger completed, and so the result completes.
            #expect(res.events == [.completed(230)])
            #expect(failing.subscriptions == [
                Subscription(200, 210), Subscription(210, 220), Subscription(220, 230),
            ])
        }
    }

    @Test("Maybe.retry(when:) with a typed handler fails at once on an error of another type")
    func maybeRetryWhenTyped() {
        expectNoLeak {
            struct Other: Error, CustomDebugStringConvertible {
                var debugDescription: String { "other" }
            }
            var attempts = 0
            var events: [String] = []
            func maybe(failingWith error: Error) -> Maybe<Int> {
                Maybe.create { maybe in
                    attempts += 1
                    maybe(attempts < 3 ? .error(error) : .success(attempts))
                    return Disposables.create()
                }
            }
            let handler = { (errors: Observable<OperatorTestError>) in errors }
            _ = maybe(failingWith: OperatorTestError.failed).retry(when: handler)
                .subscribe { events.append("\($0)") }
            attempts = 0
            _ = maybe(failingWith: Other()).retry(when: handler)
                .subscribe { events.append("\($0)") }
            #expect(events == ["success(3)", "error(other)"])
        }
    }
}
