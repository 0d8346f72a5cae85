// map, compactMap, filter, scan, reduce, enumerated: whole recorded histories on virtual time,
// including when the source subscription ends (the `subscriptions` log).
import MiniRx
import MiniRxTest
import Testing

private enum MapTestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

@Suite("map and compactMap", .serialized)
struct MapTests {
    @Test("map transforms each element and passes completion on")
    func transforms() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
        ])
        let result = scheduler.start { source.map { $0 * 10 } }
        #expect(result.events == [.next(210, 20), .next(220, 30), .completed(300)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test("A throwing transform becomes an error event and unsubscribes the source at once")
    func throwingTransform() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let result = scheduler.start {
            source.map { value -> Int in
                if value == 2 { throw MapTestError.boom }
                return value
            }
        }
        #expect(result.events == [.next(210, 1), .error(220, MapTestError.boom)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test("compactMap drops nil results")
    func compactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
        ])
        let result = scheduler.start { source.compactMap { Int($0) } }
        #expect(result.events == [.next(210, 1), .next(230, 3), .completed(300)])
    }

    @Test("Disposing from outside unsubscribes the source and sends nothing")
    func disposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let result = scheduler.start(disposed: 300) { source.map { $0 + 1 } }
        #expect(result.events == [.next(210, 2)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }
}

@Suite("filter", .serialized)
struct FilterTests {
    @Test("filter passes on the elements the predicate accepts")
    func passes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, MapTestError.boom),
        ])
        let result = scheduler.start { source.filter { $0 % 2 == 0 } }
        #expect(result.events == [.next(220, 2), .next(240, 4), .error(250, MapTestError.boom)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test("A throwing predicate ends the sequence with its error")
    func throwingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.filter { value in
                if value == 2 { throw MapTestError.boom }
                return true
            }
        }
        #expect(result.events == [.next(210, 1), .error(220, MapTestError.boom)])
        #expect(source.subscriptions == [Subscription(200, 220)])
    }
}

@Suite("scan and reduce", .serialized)
struct ScanReduceTests {
    @Test("scan sends every running value; each subscription starts from the seed")
    func scan() {
        var first: [Int] = []
        var second: [Int] = []
        let sums = Observable.of(1, 2, 3).scan(0, accumulator: +)
        _ = sums.subscribe(onNext: { first.append($0) })
        _ = sums.subscribe(onNext: { second.append($0) })
        #expect(first == [1, 3, 6])
        #expect(second == [1, 3, 6])
    }

    @Test("scan(into:) mutates the accumulated value in place")
    func scanInto() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let result = scheduler.start { source.scan(into: [String]()) { $0.append($1) } }
        #expect(result.events == [.next(210, ["a"]), .next(220, ["a", "b"]), .completed(230)])
    }

    @Test("A throwing accumulator ends scan with its error")
    func scanThrows() {
        var events: [String] = []
        _ = Observable.of(1, 2, 3)
            .scan(0) { sum, value in
                if value == 3 { throw MapTestError.boom }
                return sum + value
            }
            .subscribe { events.append("\($0)") }
        #expect(events == ["next(1)", "next(3)", "error(boom)"])
    }

    @Test("reduce sends one value, at completion, then completes")
    func reduce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.reduce(10, accumulator: +) }
        #expect(result.events == [.next(300, 13), .completed(300)])
    }

    @Test("reduce with mapResult; an empty source gives the seed mapped")
    func reduceMapResult() {
        var events: [String] = []
        _ = Observable<Int>.empty()
            .reduce(0, accumulator: +, mapResult: { "sum \($0)" })
            .subscribe { events.append("\($0)") }
        #expect(events == ["next(sum 0)", "completed"])
    }

    @Test("A throwing mapResult gives an error instead of the value")
    func reduceMapResultThrows() {
        var events: [String] = []
        _ = Observable.of(1, 2)
            .reduce(0, accumulator: +, mapResult: { (_: Int) -> Int in throw MapTestError.boom })
            .subscribe { events.append("\($0)") }
        #expect(events == ["error(boom)"])
    }

    @Test("reduce passes an error on without a value")
    func reduceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, MapTestError.boom)])
        let result = scheduler.start { source.reduce(0, accumulator: +) }
        #expect(result.events == [.error(220, MapTestError.boom, Int.self)])
    }
}

@Suite("enumerated", .serialized)
struct EnumeratedTests {
    @Test("Each element is paired with its index, from 0, per subscription")
    func indexes() {
        var lines: [String] = []
        let source = Observable.of("a", "b", "c").enumerated()
        _ = source.subscribe(onNext: { lines.append("\($0.index):\($0.element)") })
        _ = source.subscribe(onNext: { lines.append("\($0.index):\($0.element)") })
        #expect(lines == ["0:a", "1:b", "2:c", "0:a", "1:b", "2:c"])
    }
}
