// MiniRxBlocking: RxBlocking's operators, waiting by turning MiniRx's main loop (virtual time)
// instead of a real run loop, and refusing to wait for what can no longer happen.
@testable import MiniRx
import MiniRxBlocking
import Testing

private struct BlockingTestError: Error, CustomStringConvertible {
    var description: String { "blocked" }
}

/// The main loop is one global: each test starts it afresh and leaves nothing queued.
@Suite("MiniRxBlocking: toBlocking()", .serialized)
struct BlockingTests {
    private let main = MainScheduler.instance

    init() {
        MainScheduler.resetMainLoop()
    }

    @Test("Synchronous sources: toArray, first, last, single, materialize")
    func synchronousSources() throws {
        try expectNoLeakThrowing { () throws in
            #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
            #expect(try Observable.of(1, 2, 3).toBlocking().first() == 1)
            #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
            #expect(try Observable<Int>.empty().toBlocking().first() == nil)
            #expect(try Observable.just(7).toBlocking().single() == 7)
            #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 > 2 } == 3)
            guard case .completed(let elements) = Observable.of(4, 5).toBlocking().materialize()
            else { Issue.record("materialize did not complete"); return }
            #expect(elements == [4, 5])
        }
    }

    @Test("Errors: thrown by the operators; materialize keeps the elements before them")
    func errors() {
        expectNoLeak {
            let failing = Observable.of(1, 2).concat(Observable.error(BlockingTestError()))
            #expect(throws: BlockingTestError.self) { try failing.toBlocking().toArray() }
            #expect(throws: BlockingTestError.self) { try failing.toBlocking().last() }
            // first() stops at the first element, before the error.
            #expect((try? failing.toBlocking().first()) == 1)
            guard case .failed(let elements, let error) = failing.toBlocking().materialize()
            else { Issue.record("materialize did not fail"); return }
            #expect(elements == [1, 2])
            #expect("\(error)" == "blocked")
        }
    }

    @Test("single: noElements for none; moreThanOneElement as soon as a second one comes")
    func singleCounts() {
        expectNoLeak {
            #expect { try Observable<Int>.empty().toBlocking().single() } throws: {
                "\($0)" == "\(RxError.noElements)"
            }
            var seen: [Int] = []
            let counted = Observable.of(1, 2, 3, 4).do(onNext: { seen.append($0) })
            #expect { try counted.toBlocking().single() } throws: {
                "\($0)" == "\(RxError.moreThanOneElement)"
            }
            #expect(seen == [1, 2])
        }
    }

    @Test("A sequence on the main loop: the loop runs, and the virtual clock moves, until it ends")
    func drivesTheMainLoop() throws {
        try expectNoLeakThrowing { () throws in
            let start = main.elapsed
            let ticks = Observable<Int>.interval(.seconds(1), scheduler: main).take(3)
            #expect(try ticks.toBlocking().toArray() == [0, 1, 2])
            #expect(main.elapsed - start == 3)
            #expect(!main.hasPendingWork)
        }
    }

    @Test("first() on an endless sequence stops at the first element and disposes the rest")
    func firstStopsEarly() throws {
        try expectNoLeakThrowing { () throws in
            let start = main.elapsed
            let ticks = Observable<Int>.interval(.seconds(2), scheduler: main)
            #expect(try ticks.toBlocking().first() == 0)
            #expect(main.elapsed - start == 2)
            // The timer was disposed with the subscription: nothing is left to run.
            #expect(!main.hasPendingWork)
        }
    }

    @Test("Work on the main loop that is not the sequence's still runs in its turn")
    func otherWorkRunsInOrder() throws {
        try expectNoLeakThrowing { () throws in
            var lines: [String] = []
            let other = Observable<Int>.timer(.seconds(1), scheduler: main)
                .subscribe(onNext: { _ in lines.append("other timer at \(self.main.elapsed)") })
            let answer = try Observable<Int>.timer(.seconds(2), scheduler: main)
                .do(onNext: { _ in lines.append("answer at \(self.main.elapsed)") })
                .toBlocking().first()
            other.dispose()
            #expect(answer == 0)
            #expect(lines == ["other timer at 1.0", "answer at 2.0"])
        }
    }

    @Test("Nothing scheduled and no end: a clear error at once, not a wait")
    func neverEnding() {
        expectNoLeak {
            #expect(throws: BlockingError.sequenceCannotEnd) {
                try Observable<Int>.never().toBlocking().first()
            }
            #expect(throws: BlockingError.sequenceCannotEnd) {
                try PublishSubject<Int>().toBlocking().toArray()
            }
            #expect("\(BlockingError.sequenceCannotEnd)".contains("nothing is scheduled"))
        }
    }

    @Test("timeout: RxError.timeout once the virtual clock reaches it; later work is dropped")
    func timeout() {
        expectNoLeak {
            let start = main.elapsed
            #expect { try Observable<Int>.never().toBlocking(timeout: 5).first() } throws: {
                "\($0)" == "\(RxError.timeout)"
            }
            #expect(main.elapsed - start == 5)
            let late = Observable<Int>.timer(.seconds(10), scheduler: main)
            #expect { try late.toBlocking(timeout: 3).first() } throws: {
                "\($0)" == "\(RxError.timeout)"
            }
            #expect(main.elapsed - start == 8)
            #expect(!main.hasPendingWork)
            // Within the timeout, the answer comes as usual.
            #expect((try? late.toBlocking(timeout: 10).first()) == 0)
        }
    }

    @Test("Traits block too: a Single's element, a Completable's empty array")
    func traits() throws {
        try expectNoLeakThrowing { () throws in
            #expect(try Single.just(1).toBlocking().first() == 1)
            let later = Single<Int>.timer(.seconds(1), scheduler: main).map { $0 + 10 }
            #expect(try later.toBlocking().single() == 10)
            #expect(try Completable.empty().toBlocking().toArray().isEmpty)
            #expect(try Maybe<Int>.empty().toBlocking().first() == nil)
        }
    }

    @Test("runNext runs the earliest work only, and none past the deadline")
    func runNext() {
        var lines: [String] = []
        for second in [2, 1, 1] {
            _ = main.scheduleRelative((), dueTime: .seconds(second)) { _ in
                lines.append("at \(second)")
                return Disposables.create()
            }
        }
        #expect(!main.runNext(notAfter: main.now.addingTimeInterval(0.5)))
        #expect(main.runNext())
        #expect(lines == ["at 1", "at 1"])
        #expect(main.elapsed == 1)
        #expect(main.runNext())
        #expect(!main.runNext())
        #expect(lines == ["at 1", "at 1", "at 2"])
    }
}

/// `expectNoLeak` for a throwing body.
private func expectNoLeakThrowing(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) throws {
    let before = Resources.total
    try body()
    #expect(Resources.total == before, "left \(Resources.total - before) objects alive",
            sourceLocation: sourceLocation)
}
