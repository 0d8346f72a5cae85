// distinctUntilChanged (all forms), startWith and ignoreElements.
import MiniRx
import MiniRxTest
import Testing

private enum DistinctTestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

private struct Point {
    let x: Int
    let y: Int
}

@Suite("distinctUntilChanged", .serialized)
struct DistinctUntilChangedTests {
    @Test("Drops an element equal to the one just before it (not to any earlier one)")
    func equatable() {
        var events: [String] = []
        _ = Observable.of(1, 1, 2, 2, 1, 3, 3).distinctUntilChanged().subscribe { events.append("\($0)") }
        #expect(events == ["next(1)", "next(2)", "next(1)", "next(3)", "completed"])
    }

    @Test("Key, comparer, key path")
    func forms() {
        var byKey: [Int] = []
        var byComparer: [Int] = []
        var byKeyPath: [Int] = []
        let points = Observable.of(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2))
        _ = points.distinctUntilChanged { $0.x }.subscribe(onNext: { byKey.append($0.y) })
        _ = Observable.of(1, 2, 4, 5, 7)
            .distinctUntilChanged { abs($0 - $1) <= 1 }
            .subscribe(onNext: { byComparer.append($0) })
        _ = points.distinctUntilChanged(at: \.y).subscribe(onNext: { byKeyPath.append($0.x) })
        #expect(byKey == [1, 2])
        // Compared with the last element passed on, not the last one seen: 2 is dropped
        // (near 1), 4 passes (far from 1), 5 is dropped, 7 passes.
        #expect(byComparer == [1, 4, 7])
        #expect(byKeyPath == [1, 1])
    }

    @Test("A throwing comparer ends the sequence with its error")
    func throwingComparer() {
        var events: [String] = []
        _ = Observable.of(1, 2)
            .distinctUntilChanged { (_: Int, _: Int) -> Bool in throw DistinctTestError.boom }
            .subscribe { events.append("\($0)") }
        #expect(events == ["next(1)", "error(boom)"])
    }
}

@Suite("startWith and ignoreElements", .serialized)
struct StartWithIgnoreElementsTests {
    @Test("startWith sends its elements in order, before subscribing the source")
    func startWith() {
        let log = EventLog()
        let source = PublishSubject<Int>()
        let watched = source.do(onSubscribe: { log.lines.append("source subscribed") })
        record(watched.startWith(1, 2), into: log)
        source.onNext(3)
        source.onCompleted()
        #expect(log.lines == ["next(1)", "next(2)", "source subscribed", "next(3)", "completed"])
    }

    @Test("Chained startWith: the last one comes first")
    func chained() {
        var events: [String] = []
        _ = Observable.of(3).startWith(2).startWith(0, 1).subscribe { events.append("\($0)") }
        #expect(events == ["next(0)", "next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("ignoreElements passes on only the stop event")
    func ignoreElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let failing = scheduler.createHotObservable([.next(210, 1), .error(230, DistinctTestError.boom)])
        var completed: [String] = []
        var failed: [String] = []
        scheduler.scheduleAt(200) {
            _ = completing.ignoreElements().subscribe { completed.append("\($0)") }
            _ = failing.ignoreElements().subscribe { failed.append("\($0)") }
        }
        scheduler.start()
        #expect(completed == ["completed"])
        #expect(failed == ["error(boom)"])
    }

    @Test("ignoreElements disposes the source before it passes completed on, and after it passes an error on")
    func ignoreElementsStopOrder() {
        // RxSwift's order, from flatMap's sink: on `completed` it stops, disposes the source
        // subscription, then completes; on an error it forwards, then disposes.
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let failing = scheduler.createHotObservable([.next(210, 1), .error(230, DistinctTestError.boom)])
        let log = EventLog()
        scheduler.scheduleAt(200) {
            for (name, source) in [("completing", completing), ("failing", failing)] {
                _ = source.asObservable()
                    .do(onDispose: { log.lines.append("\(scheduler.clock) \(name) source disposed") })
                    .ignoreElements()
                    .subscribe { log.lines.append("\(scheduler.clock) \(name) \($0)") }
            }
        }
        scheduler.start()
        #expect(log.lines == [
            "220 completing source disposed", "220 completing completed",
            "230 failing error(boom)", "230 failing source disposed",
        ])
    }
}
