import MiniRx
import Testing

private enum TestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

@Suite("zip", .serialized)
struct ZipTests {
    @Test("Pairs elements by index and completes only when every source has completed")
    func pairsByIndex() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        let log = EventLog()
        record(Observable.zip(a, b).map { "\($0)\($1)" }, into: log)
        a.onNext(1)
        a.onNext(2)
        a.onNext(3)
        a.onCompleted()
        b.onNext("a")
        b.onNext("b")
        #expect(log.lines == ["next(1a)", "next(2b)"])
        // `a` is done and its queue still holds 3: zip waits for `b`.
        b.onCompleted()
        #expect(log.lines == ["next(1a)", "next(2b)", "completed"])
    }

    @Test("A finished source with nothing queued does not end a fixed-arity zip")
    func emptyFinishedSourceDoesNotComplete() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let log = EventLog()
        let subscription = record(Observable.zip(a, b) { $0 + $1 }, into: log)
        a.onCompleted()
        b.onNext(1)
        b.onNext(2)
        #expect(log.lines == [])
        subscription.dispose()
    }

    @Test("The collection form completes once an element can never be paired")
    func collectionCompletesEarly() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let log = EventLog()
        record(Observable.zip([a, b]), into: log)
        a.onNext(1)
        a.onCompleted()
        b.onNext(10)
        b.onNext(20)
        #expect(log.lines == ["next([1, 10])", "completed"])
    }

    @Test("An empty collection completes at once without an element")
    func emptyCollection() {
        let log = EventLog()
        record(Observable<Int>.zip([Observable<Int>]()), into: log)
        #expect(log.lines == ["completed"])
    }

    @Test("Three and four sources, with and without a result selector")
    func higherArities() {
        let log = EventLog()
        record(Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true))
            .map { "\($0)\($1)\($2)" }, into: log)
        record(Observable.zip(Observable.of(1), Observable.of(2), Observable.of(3), Observable.of(4)) {
            $0 + $1 + $2 + $3
        }, into: log, as: "4: ")
        #expect(log.lines == ["next(1atrue)", "completed", "4: next(10)", "4: completed"])
    }

    @Test("A throwing result selector and a failing source both end with the error")
    func errors() {
        let log = EventLog()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        record(Observable.zip(a, b) { x, y -> Int in
            if x == 2 { throw TestError.boom }
            return x + y
        }, into: log)
        a.onNext(1); b.onNext(1)
        a.onNext(2); b.onNext(2)
        a.onNext(3); b.onNext(3)
        let c = PublishSubject<Int>()
        record(Observable.zip(c, Observable<Int>.error(TestError.boom)), into: log, as: "c: ")
        #expect(log.lines == ["next(2)", "error(boom)", "c: error(boom)"])
        #expect(!a.hasObservers && !b.hasObservers && !c.hasObservers)
    }
}

@Suite("combineLatest", .serialized)
struct CombineLatestTests {
    @Test("Waits for a value from every source, then combines on each element; a finished source keeps its last value")
    func combinesLatest() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        let log = EventLog()
        record(Observable.combineLatest(a, b) { "\($0)\($1)" }, into: log)
        a.onNext(1)
        a.onNext(2)
        b.onNext("x")
        a.onNext(3)
        a.onCompleted()
        b.onNext("y")
        #expect(log.lines == ["next(2x)", "next(3x)", "next(3y)"])
        b.onCompleted()
        #expect(log.lines.last == "completed")
    }

    @Test("If a source finishes without a value, the next element of another completes the result")
    func sourceWithoutValueFinishes() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let log = EventLog()
        record(Observable.combineLatest(a, b), into: log)
        a.onCompleted()
        #expect(log.lines == [])
        b.onNext(1)
        #expect(log.lines == ["completed"])
    }

    @Test("An empty collection sends the empty combination, then completes")
    func emptyCollection() {
        let log = EventLog()
        record(Observable<Int>.combineLatest([Observable<Int>]()), into: log)
        record(Observable.combineLatest([Observable<Int>]()) { $0.count }, into: log, as: "selector: ")
        #expect(log.lines == ["next([])", "completed", "selector: next(0)", "selector: completed"])
    }

    @Test("The collection form combines in collection order")
    func collection() {
        let sources = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        let log = EventLog()
        record(Observable.combineLatest(sources.map { $0.asObservable() }), into: log)
        sources[2].onNext(3)
        sources[0].onNext(1)
        sources[1].onNext(2)
        sources[0].onNext(10)
        sources[1].onError(TestError.boom)
        #expect(log.lines == ["next([1, 2, 3])", "next([10, 2, 3])", "error(boom)"])
    }

    @Test("Three and four sources")
    func higherArities() {
        let log = EventLog()
        let a = BehaviorSubject(value: 1)
        record(Observable.combineLatest(a, Observable.just("b"), Observable.just(true))
            .map { "\($0)\($1)\($2)" }, into: log)
        a.onNext(2)
        record(Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4)) {
            $0 * $1 * $2 * $3
        }, into: log, as: "4: ")
        #expect(log.lines == ["next(1btrue)", "next(2btrue)", "4: next(24)", "4: completed"])
    }

    @Test("Synchronous sources take turns on the trampoline, so their elements interleave")
    func trampolineInterleaving() {
        let log = EventLog()
        record(Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 + $1 }, into: log)
        record(Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 + $1 }, into: log, as: "zip: ")
        #expect(log.lines == [
            "next(11)", "next(12)", "next(22)", "next(23)", "completed",
            "zip: next(11)", "zip: next(22)", "zip: completed",
        ])
    }

    @Test("A throwing result selector ends the result with its error")
    func throwingSelector() {
        let log = EventLog()
        record(Observable.combineLatest(Observable.of(1, 2), Observable.just(0)) { x, _ -> Int in
            throw TestError.boom
        }, into: log)
        #expect(log.lines == ["error(boom)"])
    }
}
