// flatMap, flatMapFirst, flatMapLatest, concatMap, merge, concat: when each inner sequence is
// subscribed and unsubscribed, and when the result completes.
import MiniRx
import MiniRxTest
import Testing

private enum MergeTestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

@Suite("flatMap family", .serialized)
struct FlatMapTests {
    @Test("flatMap merges live inners; it completes after the outer and every inner")
    func flatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)])
        let b = scheduler.createColdObservable([.next(5, "b1"), .completed(50)])
        let outer = scheduler.createHotObservable([
            .next(210, a), .next(220, b), .completed(230),
        ])
        let result = scheduler.start { outer.flatMap { $0 } }
        #expect(result.events == [
            .next(220, "a1"), .next(225, "b1"), .next(240, "a2"), .completed(270),
        ])
        #expect(outer.subscriptions == [Subscription(200, 230)])
        #expect(a.subscriptions == [Subscription(210, 250)])
        #expect(b.subscriptions == [Subscription(220, 270)])
    }

    @Test("A throwing selector ends flatMap and disposes the running inners")
    func throwingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(100, 1)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start {
            outer.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw MergeTestError.boom }
                return inner
            }
        }
        #expect(result.events == [.error(220, MergeTestError.boom)])
        #expect(inner.subscriptions == [Subscription(210, 220)])
        #expect(outer.subscriptions == [Subscription(200, 220)])
    }

    @Test("flatMapFirst ignores source elements while an inner runs")
    func flatMapFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        var selected: [Int] = []
        let outer = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .completed(270),
        ])
        let result = scheduler.start {
            outer.flatMapFirst { value -> Observable<Int> in
                selected.append(value)
                return scheduler.createColdObservable([.next(10, value * 10), .completed(30)])
                    .asObservable()
            }
        }
        #expect(selected == [1, 3])
        #expect(result.events == [.next(220, 10), .next(270, 30), .completed(290)])
    }

    @Test("flatMapLatest disposes the previous inner and completes after the latest one")
    func flatMapLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)])
        let b = scheduler.createColdObservable([.next(10, "b1"), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, a), .next(230, b), .completed(235)])
        let result = scheduler.start { outer.flatMapLatest { $0 } }
        #expect(result.events == [.next(220, "a1"), .next(240, "b1"), .completed(250)])
        #expect(a.subscriptions == [Subscription(210, 230)])
        #expect(b.subscriptions == [Subscription(230, 250)])
        #expect(outer.subscriptions == [Subscription(200, 235)])
    }

    @Test("concatMap runs the selector on arrival but subscribes one inner at a time")
    func concatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        var selectedAt: [Int] = []
        let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let result = scheduler.start {
            outer.concatMap { value -> Observable<Int> in
                selectedAt.append(scheduler.clock)
                return scheduler.createColdObservable([.next(10, value), .completed(20)])
                    .asObservable()
            }
        }
        #expect(selectedAt == [210, 215])
        #expect(result.events == [.next(220, 1), .next(240, 2), .completed(250)])
    }
}

@Suite("merge and concat", .serialized)
struct MergeConcatTests {
    @Test("Observable.merge subscribes every source at once and completes after all")
    func staticMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let result = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        #expect(result.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        #expect(a.subscriptions == [Subscription(200, 240)])
        #expect(b.subscriptions == [Subscription(200, 250)])
    }

    @Test("merge(maxConcurrent:) queues the rest until a place frees")
    func mergeLimited() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, a), .next(215, b), .completed(300)])
        let result = scheduler.start { outer.merge(maxConcurrent: 1) }
        #expect(result.events == [.next(220, "a"), .next(240, "b"), .completed(300)])
        #expect(a.subscriptions == [Subscription(210, 230)])
        #expect(b.subscriptions == [Subscription(230, 250)])
    }

    @Test("concat subscribes the next source only when the previous completes")
    func concat() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start { a.asObservable().concat(b) }
        #expect(result.events == [.next(210, 1), .next(230, 2), .completed(240)])
        #expect(a.subscriptions == [Subscription(200, 220)])
        #expect(b.subscriptions == [Subscription(220, 240)])
    }

    @Test("An error in concat ends it; later sources are never subscribed")
    func concatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, MergeTestError.boom)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start { Observable.concat([a.asObservable(), b.asObservable()]) }
        #expect(result.events == [.next(210, 1), .error(220, MergeTestError.boom)])
        #expect(b.subscriptions == [])
    }

    @Test("concat of a lazy sequence and of an empty collection")
    func concatSequences() {
        var events: [String] = []
        let lazy = (1...3).lazy.map { Observable.just($0) }
        _ = Observable.concat(lazy).subscribe { events.append("\($0)") }
        _ = Observable<Int>.concat([Observable<Int>]()).subscribe { events.append("\($0)") }
        #expect(events == ["next(1)", "next(2)", "next(3)", "completed", "completed"])
    }

    @Test("A concat nested in a concat keeps the order, even nested thousands deep")
    func nestedConcat() {
        var events: [String] = []
        let nested = Observable.concat([
            Observable.of(1), Observable.concat([Observable.of(2), Observable.of(3)]), Observable.of(4),
        ])
        _ = nested.subscribe { events.append("\($0)") }
        #expect(events == ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])

        var count = 0
        let deep = (1..<3_000).reduce(Observable.just(0)) { chain, value in
            Observable.concat([chain, Observable.just(value)])
        }
        _ = deep.subscribe(onNext: { _ in count += 1 })
        #expect(count == 3_000)
    }

    @Test("A long chain of synchronous sources runs without deep recursion")
    func longConcat() {
        var count = 0
        let sources = (0..<10_000).map { Observable.just($0) }
        _ = Observable.concat(sources).subscribe(onNext: { _ in count += 1 })
        #expect(count == 10_000)
    }
}
