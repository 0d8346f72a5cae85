import MiniRx
import MiniRxTest
import Testing

// Operators added by the operator audit: single(), withUnretained, zip/combineLatest of 5–8.

private struct AuditError: Error, Equatable, CustomStringConvertible {
    let name: String
    var description: String { name }
}

private final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}

@Suite("Audit: single()", .serialized)
struct OpsSingleTests {
    @Test("One element then completion passes through, element sent at once")
    func oneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 0), .next(230, 7), .completed(260)])
        let observer = scheduler.start { source.single() }
        #expect(observer.events == [.next(230, 7), .completed(260)])
        #expect(source.subscriptions == [Subscription(200, 260)])
    }

    @Test("A second element ends it with moreThanOneElement and unsubscribes")
    func secondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.single() }
        #expect(observer.events == [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test("Completing empty ends it with noElements; a source error passes through")
    func emptyAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(240, Int.self)])
        let failing = scheduler.createHotObservable([.error(230, AuditError(name: "x"), Int.self)])
        let emptyObserver = scheduler.createObserver(Int.self)
        let failingObserver = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = empty.single().subscribe(emptyObserver)
            _ = failing.single().subscribe(failingObserver)
        }
        scheduler.start()
        #expect(emptyObserver.events == [.error(240, RxError.noElements)])
        #expect(failingObserver.events == [.error(230, AuditError(name: "x"))])
    }

    @Test("The predicate filters; a throwing predicate ends the result")
    func predicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 4), .next(230, 5), .next(240, 6), .completed(250),
        ])
        let even = scheduler.start { source.single { $0 % 2 == 0 } }
        #expect(even.events == [.next(220, 4), .error(240, RxError.moreThanOneElement)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 4), .completed(250)])
        let throwing = scheduler2.start {
            source2.single { value -> Bool in
                if value == 4 { throw AuditError(name: "bad") }
                return false
            }
        }
        #expect(throwing.events == [.error(220, AuditError(name: "bad"))])
        #expect(source2.subscriptions == [Subscription(200, 220)])
    }

    @Test("Printed error texts are RxSwift's")
    func errorTexts() {
        var lines: [String] = []
        _ = Observable.of(1, 2).single().subscribe(onNext: { lines.append("\($0)") },
                                                    onError: { lines.append("\($0)") })
        _ = Observable<Int>.empty().single().subscribe(onError: { lines.append("\($0)") })
        _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe(onNext: { lines.append("\($0)") },
                                                                onCompleted: { lines.append("done") })
        #expect(lines == [
            "1", "Sequence contains more than one element.",
            "Sequence doesn't contain any elements.",
            "2", "done",
        ])
    }
}

@Suite("Audit: withUnretained", .serialized)
struct OpsWithUnretainedTests {
    @Test("Pairs elements with the object while it lives, then completes on the next element")
    func completesWhenReleased() {
        let subject = PublishSubject<Int>()
        var lines: [String] = []
        var owner: Owner? = Owner("page")
        let subscription = subject.withUnretained(owner!)
            .subscribe(onNext: { object, value in lines.append("\(object.name) \(value)") },
                       onError: { lines.append("error \($0)") },
                       onCompleted: { lines.append("completed") },
                       onDisposed: { lines.append("disposed") })
        subject.onNext(1)
        owner = nil
        #expect(lines == ["page 1"])
        subject.onNext(2)
        subject.onNext(3)
        #expect(lines == ["page 1", "completed", "disposed"])
        #expect(!subject.hasObservers)
        subscription.dispose()
    }

    @Test("Other errors pass through; the result selector form maps")
    func errorsAndSelector() {
        let owner = Owner("o")
        var lines: [String] = []
        _ = Observable<Int>.concat(.of(1, 2), .error(AuditError(name: "boom")))
            .withUnretained(owner) { object, value in "\(object.name)\(value * 10)" }
            .subscribe { lines.append("\($0)") }
        #expect(lines == ["next(o10)", "next(o20)", "error(boom)"])
    }
}

@Suite("Audit: zip and combineLatest of 5 to 8 sources", .serialized)
struct OpsHighArityTests {
    @Test("zip of 5 to 8 pairs by index and completes with the shortest when all are done")
    func zipArities() {
        var lines: [String] = []
        let a = Observable.of(1, 2), b = Observable.of("a", "b"), c = Observable.of(true, false)
        let d = Observable.of(1.5), e = Observable.of("e", "f", "g")
        _ = Observable.zip(a, b, c, d, e).subscribe { lines.append("\($0)") }
        _ = Observable.zip(a, b, c, d, e, a) { "\($0)\($1)\($2)\($3)\($4)\($5)" }
            .subscribe { lines.append("\($0)") }
        _ = Observable.zip(a, a, a, a, a, a, a).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
            .subscribe { lines.append("\($0)") }
        _ = Observable.zip(a, b, a, b, a, b, a, b) { v1, v2, _, _, _, _, v7, v8 in "\(v1)\(v2)\(v7)\(v8)" }
            .subscribe { lines.append("\($0)") }
        #expect(lines == [
            "next((1, \"a\", true, 1.5, \"e\"))", "completed",
            "next(1atrue1.5e1)", "completed",
            "next(7)", "next(14)", "completed",
            "next(1a1a)", "next(2b2b)", "completed",
        ])
    }

    @Test("combineLatest of 8 waits for all, then sends on each change; errors end it")
    func combineLatestEight() {
        let subjects = (0..<8).map { _ in PublishSubject<Int>() }
        var lines: [String] = []
        let s = subjects
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            [$0, $1, $2, $3, $4, $5, $6, $7].map(String.init).joined()
        }.subscribe { lines.append("\($0)") }
        for (index, subject) in subjects.enumerated() { subject.onNext(index) }
        subjects[3].onNext(9)
        // The first source stays open, so that it still has an observer for the error to end.
        for subject in subjects.dropFirst().dropLast() { subject.onCompleted() }
        subjects[7].onNext(8)
        #expect(subjects[0].hasObservers)
        subjects[7].onError(AuditError(name: "late"))
        #expect(lines == ["next(01234567)", "next(01294567)", "next(01294568)", "error(late)"])
        #expect(!subjects[0].hasObservers)
    }

    @Test("combineLatest of 5, 6 and 7 as tuples; completion needs every source")
    func combineLatestTuples() {
        var lines: [String] = []
        let one = Observable.just(1)
        let late = PublishSubject<Int>()
        _ = Observable.combineLatest(one, one, one, one, late).subscribe { lines.append("\($0)") }
        _ = Observable.combineLatest(one, one, one, one, one, late).map { $0 + $1 + $2 + $3 + $4 + $5 }
            .subscribe { lines.append("\($0)") }
        _ = Observable.combineLatest(one, one, one, one, one, one, late) { $6 * 100 }
            .subscribe { lines.append("\($0)") }
        late.onNext(2)
        late.onCompleted()
        #expect(lines == [
            "next((1, 1, 1, 1, 2))", "next(7)", "next(200)",
            "completed", "completed", "completed",
        ])
    }
}
