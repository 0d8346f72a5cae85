// The many-source forms of the traits' combining operators: Single.zip and Maybe.zip take up to
// eight sources, Infallible.combineLatest and Infallible.zip up to eight too. Each source
// answers at its own time, so a source wired to the wrong argument shows in the result.
import MiniRx
import MiniRxTest
import Testing

private struct ArityTestError: Error, CustomStringConvertible {
    var description: String { "arity failed" }
}

@Suite("Trait arities", .serialized)
struct TraitArityTests {
    /// Eight Singles that succeed at 210, 220, … 280 with "a" … "h".
    private func eightSingles(_ scheduler: TestScheduler) -> [Single<String>] {
        Array("abcdefgh").enumerated().map { index, letter in
            scheduler.createColdObservable([
                .next(10 * (index + 1), String(letter)), .completed(10 * (index + 1)),
            ]).asSingle()
        }
    }

    @Test("Single.zip of eight waits for the last one and passes each in its place")
    func singleZipEight() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let s = eightSingles(scheduler)
            let res = scheduler.start {
                Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }.asObservable()
            }
            #expect(res.events == [.next(280, "abcdefgh"), .completed(280)])
        }
    }

    @Test("Single.zip of five to seven without a selector gives a tuple in argument order")
    func singleZipTuples() {
        expectNoLeak {
            var lines: [String] = []
            let j = { (letter: String) in Single.just(letter) }
            _ = Single.zip(j("a"), j("b"), j("c"), j("d"), j("e"))
                .subscribe(onSuccess: { lines.append("\($0)") })
            _ = Single.zip(j("a"), j("b"), j("c"), j("d"), j("e"), j("f"))
                .subscribe(onSuccess: { lines.append("\($0)") })
            _ = Single.zip(j("a"), j("b"), j("c"), j("d"), j("e"), j("f"), j("g"))
                .subscribe(onSuccess: { lines.append("\($0)") })
            #expect(lines == [
                #"("a", "b", "c", "d", "e")"#,
                #"("a", "b", "c", "d", "e", "f")"#,
                #"("a", "b", "c", "d", "e", "f", "g")"#,
            ])
        }
    }

    @Test("Single.zip of six fails as soon as one source fails, disposing the others")
    func singleZipFailure() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let s = eightSingles(scheduler)
            let failing = scheduler.createColdObservable([
                .error(35, ArityTestError(), String.self),
            ])
            let res = scheduler.start {
                Single.zip(s[0], s[1], s[2], failing.asSingle(), s[4], s[5]) {
                    $0 + $1 + $2 + $3 + $4 + $5
                }.asObservable()
            }
            #expect(res.events == [.error(235, ArityTestError())])
            #expect(failing.subscriptions == [Subscription(200, 235)])
        }
    }

    @Test("Maybe.zip of eight: all succeed gives one result; one empty completes with none")
    func maybeZipEight() {
        expectNoLeak {
            var lines: [String] = []
            let m = (1...8).map { Maybe.just($0) }
            _ = Maybe.zip(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].map(String.init).joined()
            }.subscribe { lines.append("\($0)") }
            _ = Maybe.zip(m[0], m[1], m[2], m[3], m[4], Maybe<Int>.empty())
                .subscribe { lines.append("\($0)") }
            #expect(lines == ["success(\"12345678\")", "completed"])
        }
    }

    @Test("Infallible.combineLatest of eight emits once all have one, then on every change")
    func infallibleCombineLatestEight() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            // Source n sends n at 200 + 10n, and source 8 sends 80 again at 300.
            let sources = (1...8).map { n in
                scheduler.createHotObservable(
                    [.next(200 + 10 * n, n)] + (n == 8 ? [.next(300, 80)] : [])
                ).asInfallible(onErrorJustReturn: -1)
            }
            let res = scheduler.start {
                Infallible.combineLatest(
                    sources[0], sources[1], sources[2], sources[3],
                    sources[4], sources[5], sources[6], sources[7]
                ) { [$0, $1, $2, $3, $4, $5, $6, $7].map(String.init).joined(separator: ",") }
                .asObservable()
            }
            #expect(res.events == [.next(280, "1,2,3,4,5,6,7,8"), .next(300, "1,2,3,4,5,6,7,80")])
        }
    }

    @Test("Infallible.combineLatest of four to eight without a selector gives tuples")
    func infallibleCombineLatestTuples() {
        expectNoLeak {
            var lines: [String] = []
            let j = { (n: Int) in Infallible.just(n) }
            _ = Infallible.combineLatest(j(1), j(2), j(3), j(4))
                .subscribe(onNext: { lines.append("\($0)") })
            _ = Infallible.combineLatest(j(1), j(2), j(3), j(4), j(5), j(6), j(7), j(8))
                .subscribe(onNext: { lines.append("\($0)") })
            #expect(lines == ["(1, 2, 3, 4)", "(1, 2, 3, 4, 5, 6, 7, 8)"])
        }
    }

    @Test("Infallible.zip of eight pairs the n-th elements and completes with the shortest")
    func infallibleZipEight() {
        expectNoLeak {
            var lines: [String] = []
            let i = { (letter: String) in Infallible.from([letter, letter.uppercased()]) }
            _ = Infallible.zip(
                i("a"), i("b"), i("c"), i("d"), i("e"), i("f"), i("g"), Infallible.just("h")
            ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { lines.append($0) }, onCompleted: { lines.append("completed") })
            #expect(lines == ["abcdefgh", "completed"])
        }
    }
}
