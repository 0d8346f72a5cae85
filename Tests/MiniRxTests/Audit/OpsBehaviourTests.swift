import MiniRx
import MiniRxTest
import Testing

// Edge cases of the non-time operators, checked against RxSwift 6.10.2's sources: event order,
// error texts, completion rules and which subscriptions are disposed when.

private struct OpsError: Error, Equatable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { name }
}

/// Every event of `source`, printed as RxSwift prints it, plus "disposed".
private func lines<Element>(_ source: Observable<Element>) -> [String] {
    var out: [String] = []
    _ = source.subscribe(onNext: { out.append("next(\($0))") },
                         onError: { out.append("error(\($0))") },
                         onCompleted: { out.append("completed") },
                         onDisposed: { out.append("disposed") })
    return out
}

@Suite("Audit: operator edge cases", .serialized)
struct OpsBehaviourTests {
    @Test("element(at:) past the end fails with RxSwift's text; at the index it completes at once")
    func elementAt() {
        #expect(lines(Observable.of(1, 2).element(at: 2)) == ["error(Argument out of range.)", "disposed"])
        let subject = PublishSubject<Int>()
        var out: [String] = []
        _ = subject.element(at: 1).subscribe { out.append("\($0)") }
        subject.onNext(5)
        subject.onNext(6)
        #expect(out == ["next(6)", "completed"])
        #expect(!subject.hasObservers)
    }

    @Test("take(0) completes without subscribing; takeLast keeps the last ones, none on error")
    func takeAndTakeLast() {
        var subscribed = 0
        let counted = Observable.of(1, 2, 3, 4).do(onSubscribe: { subscribed += 1 })
        #expect(lines(counted.take(0)) == ["completed", "disposed"])
        #expect(subscribed == 0)
        #expect(lines(counted.takeLast(2)) == ["next(3)", "next(4)", "completed", "disposed"])
        #expect(lines(counted.takeLast(0)) == ["completed", "disposed"])
        let failing = Observable<Int>.concat(.of(1, 2), .error(OpsError("e")))
        #expect(lines(failing.takeLast(1)) == ["error(e)", "disposed"])
    }

    @Test("take(while:) and take(until:behavior:) with inclusive and exclusive stops")
    func takePredicates() {
        let source = Observable.of(1, 2, 3, 4, 1)
        #expect(lines(source.take(while: { $0 < 3 })) == ["next(1)", "next(2)", "completed", "disposed"])
        #expect(lines(source.take(while: { $0 < 3 }, behavior: .inclusive))
                == ["next(1)", "next(2)", "next(3)", "completed", "disposed"])
        #expect(lines(source.take(until: { $0 == 3 }, behavior: .exclusive))
                == ["next(1)", "next(2)", "completed", "disposed"])
        #expect(lines(source.take(until: { $0 == 3 }, behavior: .inclusive))
                == ["next(1)", "next(2)", "next(3)", "completed", "disposed"])
        #expect(lines(source.take(while: { value in
            if value == 2 { throw OpsError("p") }
            return true
        })) == ["next(1)", "error(p)", "disposed"])
    }

    @Test("take(until: other): other firing at subscription ends it before any element")
    func takeUntilImmediate() {
        #expect(lines(Observable.of(1, 2).take(until: Observable.just(0))) == ["completed", "disposed"])
        // `other` completing without an element changes nothing.
        #expect(lines(Observable.of(1, 2).take(until: Observable<Int>.empty()))
                == ["next(1)", "next(2)", "completed", "disposed"])
        // `other` failing fails the result.
        #expect(lines(Observable<Int>.never().take(until: Observable<Int>.error(OpsError("o"))))
                == ["error(o)", "disposed"])
    }

    @Test("skip(until:) lets elements through only after other sends; skip(while:) once false")
    func skipFamily() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        var out: [String] = []
        _ = source.skip(until: other).subscribe { out.append("\($0)") }
        source.onNext(1)
        other.onNext("go")
        source.onNext(2)
        other.onNext("again")
        other.onCompleted()
        source.onNext(3)
        source.onCompleted()
        #expect(out == ["next(2)", "next(3)", "completed"])
        #expect(lines(Observable.of(1, 5, 2, 6).skip(while: { $0 < 3 }))
                == ["next(5)", "next(2)", "next(6)", "completed", "disposed"])
        #expect(lines(Observable.of(1, 2, 3).skip(2)) == ["next(3)", "completed", "disposed"])
    }

    @Test("reduce: seed on empty, mapResult, a throwing accumulator")
    func reduce() {
        #expect(lines(Observable<Int>.empty().reduce(10, accumulator: +)) == ["next(10)", "completed", "disposed"])
        #expect(lines(Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" }))
                == ["next(sum 6)", "completed", "disposed"])
        #expect(lines(Observable.of(1, 2).reduce(0) { _, _ in throw OpsError("acc") })
                == ["error(acc)", "disposed"])
    }

    @Test("materialize, dematerialize, enumerated and ignoreElements print as in RxSwift")
    func materializeFamily() {
        let failing = Observable<Int>.concat(.just(1), .error(OpsError("m")))
        #expect(lines(failing.materialize())
                == ["next(next(1))", "next(error(m))", "completed", "disposed"])
        #expect(lines(failing.materialize().dematerialize()) == ["next(1)", "error(m)", "disposed"])
        #expect(lines(Observable.of("a", "b").enumerated())
                == ["next((index: 0, element: \"a\"))", "next((index: 1, element: \"b\"))",
                    "completed", "disposed"])
        #expect(lines(Observable.of(1, 2).ignoreElements()) == ["completed", "disposed"])
    }

    @Test("startWith sends its elements in order before the source, on every subscription")
    func startWith() {
        let source = Observable.of(3).startWith(1, 2).startWith(0)
        #expect(lines(source) == ["next(0)", "next(1)", "next(2)", "next(3)", "completed", "disposed"])
        #expect(lines(source).count == 6)
    }

    // The rest of catch is checked in CatchRetryTests.
    @Test("Observable.catch of no sources completes at once")
    func catchEmptySequence() {
        #expect(lines(Observable<Int>.catch(sequence: [Observable<Int>]())) == ["completed", "disposed"])
    }

    // The order of do's own handlers, and a throwing onNext, are checked in DoTests.
    @Test("do: afterCompleted and onDispose run after the subscriber's onCompleted and onDisposed")
    func doAroundSubscriber() {
        var out: [String] = []
        _ = Observable.of(1)
            .do(afterCompleted: { out.append("afterCompleted") }, onDispose: { out.append("onDispose") })
            .subscribe(onCompleted: { out.append("sub completed") }, onDisposed: { out.append("sub disposed") })
        #expect(out == ["sub completed", "sub disposed", "afterCompleted", "onDispose"])
    }

    // Subjects racing, and the sequence form, are checked in AmbTests.
    @Test("amb of two sources that send on the trampoline: the first subscribed wins")
    func ambSynchronous() {
        #expect(lines(Observable.of(1, 2).amb(Observable.of(3))) == ["next(1)", "next(2)", "completed", "disposed"])
    }

    @Test("concat stops at the first error; later sources are not subscribed")
    func concatError() {
        var subscribed = false
        let later = Observable.of(9).do(onSubscribe: { subscribed = true })
        #expect(lines(Observable.concat(.just(1), .error(OpsError("c")), later))
                == ["next(1)", "error(c)", "disposed"])
        #expect(!subscribed)
        #expect(lines(Observable<Int>.concat([Observable<Int>]())) == ["completed", "disposed"])
        #expect(lines(Observable.just(1).concat(Observable.just(2))) == ["next(1)", "next(2)", "completed", "disposed"])
    }

    @Test("concat: a source ending inside its own subscribe is disposed before the next starts")
    func concatSynchronousCompletion() {
        var out: [String] = []
        func source(_ value: Int, _ name: String) -> Observable<Int> {
            Observable.create { observer in
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create { out.append("dispose \(name)") }
            }
        }
        _ = Observable.concat(source(1, "first"), source(2, "second"))
            .subscribe(onNext: { out.append("next(\($0))") }, onCompleted: { out.append("completed") },
                       onDisposed: { out.append("disposed") })
        // `create` disposes its sink once it has completed, so each source's disposable runs as
        // soon as its subscribe returns: before the next source starts, and before concat's
        // own completion, which waits in the gate's queue.
        #expect(out == ["next(1)", "dispose first", "next(2)", "dispose second", "completed", "disposed"])
    }

    @Test("skip(until:): a source that ends before other fires ends silently, dropping other")
    func skipUntilSourceEndsFirst() {
        let other = PublishSubject<Int>()
        // No completed (so no onDisposed either): the gate never opened.
        #expect(lines(Observable.of(1, 2).skip(until: other)) == [])
        #expect(!other.hasObservers)
    }

    @Test("merge(maxConcurrent:) queues the rest in order; an inner error ends everything")
    func mergeLimited() {
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let y = scheduler.createColdObservable([.next(5, 10), .completed(15)])
        let z = scheduler.createColdObservable([.next(5, 100), .error(10, OpsError("z"))])
        let sources = scheduler.createHotObservable([
            .next(210, x.asObservable()), .next(215, y.asObservable()), .next(220, z.asObservable()),
            .completed(225),
        ])
        let observer = scheduler.start { sources.merge(maxConcurrent: 2) }
        #expect(observer.events == [
            .next(220, 1), .next(220, 10), .next(230, 2), .next(235, 100), .error(240, OpsError("z")),
        ])
        #expect(x.subscriptions == [Subscription(210, 240)])
        #expect(y.subscriptions == [Subscription(215, 230)])
        #expect(z.subscriptions == [Subscription(230, 240)])
    }

    // That the result completes only after the newest inner does is checked in
    // FlatMapMergeConcatTests. A TestableObservable logs clock times only, which cannot show the
    // order within one tick; a log can.
    @Test("flatMapLatest disposes the old inner before subscribing the new")
    func flatMapLatest() {
        let log = EventLog()
        func inner(_ name: String) -> Observable<String> {
            Observable.create { _ in
                log.lines.append("subscribe \(name)")
                return Disposables.create { log.lines.append("dispose \(name)") }
            }
        }
        let source = PublishSubject<String>()
        let subscription = source.flatMapLatest(inner).subscribe()
        source.onNext("a")
        source.onNext("b")
        #expect(log.lines == ["subscribe a", "dispose a", "subscribe b"])
        subscription.dispose()
    }

    @Test("flatMapFirst drops elements while an inner runs; the selector is not even called")
    func flatMapFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 1), .completed(20)])
        let source = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .next(240, 2), .completed(250)])
        var mapped: [Int] = []
        let observer = scheduler.start { source.flatMapFirst { value -> TestableObservable<Int> in
            mapped.append(value)
            return inner
        } }
        #expect(observer.events == [.next(215, 1), .next(245, 1), .completed(260)])
        #expect(mapped == [0, 2])
    }

    @Test("A subject fed from take(1)'s onNext: reentrant events after the first are dropped")
    func reentrantTake() {
        let subject = PublishSubject<Int>()
        var out: [String] = []
        _ = subject.take(2).subscribe { event in
            out.append("\(event)")
            if case .next(let value) = event, value < 5 { subject.onNext(value + 1) }
        }
        subject.onNext(1)
        #expect(out == ["next(1)", "next(2)", "completed"])
    }

    @Test("compactMap drops nils; a throwing transform fails it")
    func compactMap() {
        #expect(lines(Observable.of("1", "x", "3").compactMap { Int($0) })
                == ["next(1)", "next(3)", "completed", "disposed"])
        #expect(lines(Observable.of(1, 2).compactMap { value -> Int? in
            if value == 2 { throw OpsError("cm") }
            return value
        }) == ["next(1)", "error(cm)", "disposed"])
    }
}

@Suite("Audit: operators taking traits as inner sequences", .serialized)
struct OpsTraitInnerTests {
    @Test("flatMap, concatMap and flatMapLatest accept Single and Maybe")
    func traitsAsInner() {
        #expect(lines(Observable.of(1, 2).flatMap { Single.just($0 * 2) })
                == ["next(2)", "next(4)", "completed", "disposed"])
        #expect(lines(Observable.of(1, 2, 3).concatMap { $0 == 2 ? Maybe<Int>.empty() : Maybe.just($0) })
                == ["next(1)", "next(3)", "completed", "disposed"])
        #expect(lines(Observable.of(1, 2).flatMapLatest { Single.just("s\($0)") })
                == ["next(s1)", "next(s2)", "completed", "disposed"])
    }
}
