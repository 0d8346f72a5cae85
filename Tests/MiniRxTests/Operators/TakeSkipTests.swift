// take, takeLast, take(until:), take(while:), skip, skip(while:), skip(until:), element(at:):
// the operators that cut a sequence, and exactly when each one unsubscribes its sources.
import MiniRx
import MiniRxTest
import Testing

private enum TakeTestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

@Suite("take and takeLast", .serialized)
struct TakeCountTests {
    @Test("take(n) completes right after the n-th element and unsubscribes the source then")
    func takeCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start { source.take(2) }
        #expect(result.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test("take(0) completes at once and never subscribes the source")
    func takeZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.take(0) }
        #expect(result.events == [.completed(200)])
        #expect(source.subscriptions == [])
    }

    @Test("take(n) of a shorter source passes its completion on")
    func takeMoreThanThereIs() {
        var events: [String] = []
        _ = Observable.of(1, 2).take(5).subscribe { events.append("\($0)") }
        #expect(events == ["next(1)", "next(2)", "completed"])
    }

    @Test("takeLast keeps the last n and sends them at completion")
    func takeLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let result = scheduler.start { source.takeLast(2) }
        #expect(result.events == [.next(300, 3), .next(300, 4), .completed(300)])
    }

    @Test("takeLast passes an error on and drops what it kept")
    func takeLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(250, TakeTestError.boom)])
        let result = scheduler.start { source.takeLast(2) }
        #expect(result.events == [.error(250, TakeTestError.boom, Int.self)])
    }

    @Test("takeLast(0) sends only completed; takeLast(5) of three sends all three")
    func takeLastEdges() {
        var zero: [String] = []
        var five: [String] = []
        _ = Observable.of(1, 2, 3).takeLast(0).subscribe { zero.append("\($0)") }
        _ = Observable.of(1, 2, 3).takeLast(5).subscribe { five.append("\($0)") }
        #expect(zero == ["completed"])
        #expect(five == ["next(1)", "next(2)", "next(3)", "completed"])
    }
}

@Suite("take(until:) and take(while:)", .serialized)
struct TakeUntilTests {
    @Test("The other sequence is subscribed first; its first element completes the result")
    func untilOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
        ])
        let other = scheduler.createHotObservable([.next(230, "stop"), .next(250, "again")])
        var order: [String] = []
        let result = scheduler.start {
            source.do(onSubscribe: { order.append("source") })
                .take(until: other.do(onSubscribe: { order.append("other") }))
        }
        #expect(result.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(source.subscriptions == [Subscription(200, 230)])
        #expect(other.subscriptions == [Subscription(200, 230)])
        #expect(order == ["other", "source"])
    }

    @Test("The other sequence completing only unsubscribes it; an error from it ends the result")
    func otherCompletesOrFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
        let quiet = scheduler.createHotObservable([.completed(220, String.self)])
        let failing = scheduler.createHotObservable([.error(250, TakeTestError.boom, String.self)])
        let result = scheduler.start { source.take(until: quiet).take(until: failing) }
        #expect(result.events == [.next(210, 1), .next(240, 2), .error(250, TakeTestError.boom)])
        #expect(quiet.subscriptions == [Subscription(200, 220)])
        #expect(failing.subscriptions == [Subscription(200, 250)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test("take(until: predicate) is exclusive by default, inclusive on request")
    func untilPredicate() {
        var exclusive: [String] = []
        var inclusive: [String] = []
        _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }).subscribe { exclusive.append("\($0)") }
        _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)
            .subscribe { inclusive.append("\($0)") }
        #expect(exclusive == ["next(1)", "next(2)", "completed"])
        #expect(inclusive == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("take(while:) stops at the first element that fails the predicate")
    func whilePredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .completed(300),
        ])
        let result = scheduler.start { source.take(while: { $0 % 2 == 0 }, behavior: .inclusive) }
        #expect(result.events == [.next(210, 2), .next(220, 4), .next(230, 5), .completed(230)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test("A throwing predicate ends take(while:) with its error")
    func whileThrows() {
        var events: [String] = []
        _ = Observable.of(1, 2, 3)
            .take(while: { value in
                if value == 2 { throw TakeTestError.boom }
                return true
            })
            .subscribe { events.append("\($0)") }
        #expect(events == ["next(1)", "error(boom)"])
    }
}

@Suite("skip, skip(while:), skip(until:)", .serialized)
struct SkipTests {
    @Test("skip(n) drops the first n elements")
    func skipCount() {
        var events: [String] = []
        _ = Observable.of(1, 2, 3, 4).skip(2).subscribe { events.append("\($0)") }
        #expect(events == ["next(3)", "next(4)", "completed"])
    }

    @Test("skip(while:) asks the predicate only until it first fails")
    func skipWhile() {
        var asked: [Int] = []
        var events: [String] = []
        _ = Observable.of(1, 2, 5, 1, 2)
            .skip(while: { asked.append($0); return $0 < 3 })
            .subscribe { events.append("\($0)") }
        #expect(asked == [1, 2, 5])
        #expect(events == ["next(5)", "next(1)", "next(2)", "completed"])
    }

    @Test("skip(until:) opens at the other's first element, then unsubscribes the other")
    func skipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(240, 3), .completed(300),
        ])
        let other = scheduler.createHotObservable([.next(220, "go"), .next(250, "again")])
        let result = scheduler.start { source.skip(until: other) }
        #expect(result.events == [.next(230, 2), .next(240, 3), .completed(300)])
        #expect(other.subscriptions == [Subscription(200, 220)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test("RxSwift's rule: a source that completes before the gate opens does not complete the result")
    func skipUntilNeverOpened() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let other = scheduler.createHotObservable([.next(250, "late")])
        let result = scheduler.start { source.skip(until: other) }
        #expect(result.events == [])
        #expect(source.subscriptions == [Subscription(200, 230)])
        #expect(other.subscriptions == [Subscription(200, 230)])
    }
}

@Suite("element(at:)", .serialized)
struct ElementAtTests {
    @Test("element(at:) sends the element at that index, then completes and unsubscribes")
    func found() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
        ])
        let result = scheduler.start { source.element(at: 1) }
        #expect(result.events == [.next(220, "b"), .completed(220)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test("A source too short ends element(at:) with argumentOutOfRange")
    func outOfRange() {
        var events: [String] = []
        _ = Observable.of(1, 2).element(at: 5).subscribe { events.append("\($0)") }
        #expect(events == ["error(Argument out of range.)"])
    }
}
