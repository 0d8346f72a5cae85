import MiniRx
import MiniRxTest
import Testing

// A throwing closure in an operator becomes that operator's error event, and every source
// subscription ends at that moment.

private struct ClosureError: Error, Equatable, CustomStringConvertible {
    var description: String { "closure" }
}

/// The source's own error, where a test must tell it apart from the closure's: MiniRxTest
/// compares errors by their printed text, so the two must print differently.
private struct SourceError: Error, Equatable, CustomStringConvertible {
    var description: String { "source" }
}

@Suite("Audit: throwing closures end the result and unsubscribe", .serialized)
struct OpsThrowingClosureTests {
    @Test("flatMap's and concatMap's selectors; concatMap maps a queued element when it arrives")
    func selectors() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 7), .completed(50)])
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let flat = scheduler.start {
            source.flatMap { value -> TestableObservable<Int> in
                if value == 3 { throw ClosureError() }
                return inner
            }
        }
        #expect(flat.events == [.next(215, 7), .next(225, 7), .error(230, ClosureError())])
        #expect(source.subscriptions == [Subscription(200, 230)])
        #expect(inner.subscriptions == [Subscription(210, 230), Subscription(220, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let inner2 = scheduler2.createColdObservable([.next(5, 7), .completed(50)])
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 2)])
        let concat = scheduler2.start {
            source2.concatMap { value -> TestableObservable<Int> in
                if value == 2 { throw ClosureError() }
                return inner2
            }
        }
        // 2 would only be subscribed at 260, but the selector runs (and throws) at 220.
        #expect(concat.events == [.next(215, 7), .error(220, ClosureError())])
        #expect(inner2.subscriptions == [Subscription(210, 220)])
    }

    @Test("combineLatest's, zip's and withLatestFrom's result selectors")
    func resultSelectors() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
        let combined = scheduler.start {
            Observable.combineLatest(a, b) { x, y -> Int in
                if x == 2 { throw ClosureError() }
                return x + y
            }
        }
        #expect(combined.events == [.next(220, 11), .error(230, ClosureError())])
        #expect(a.subscriptions == [Subscription(200, 230)])
        #expect(b.subscriptions == [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let c = scheduler2.createHotObservable([.next(210, 1), .next(230, 2)])
        let d = scheduler2.createHotObservable([.next(220, 10), .next(240, 20)])
        let zipped = scheduler2.start {
            Observable.zip(c, d) { x, y -> Int in
                if y == 20 { throw ClosureError() }
                return x + y
            }
        }
        #expect(zipped.events == [.next(220, 11), .error(240, ClosureError())])
        #expect(c.subscriptions == [Subscription(200, 240)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let e = scheduler3.createHotObservable([.next(215, 1), .next(230, 2)])
        let f = scheduler3.createHotObservable([.next(210, "x")])
        let latest = scheduler3.start {
            e.withLatestFrom(f) { x, y -> String in
                if x == 2 { throw ClosureError() }
                return "\(x)\(y)"
            }
        }
        #expect(latest.events == [.next(215, "1x"), .error(230, ClosureError())])
        #expect(f.subscriptions == [Subscription(200, 230)])
    }

    @Test("distinctUntilChanged's key selector, skip(while:)'s predicate, reduce's mapResult")
    func predicatesAndKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let distinct = scheduler.start {
            source.distinctUntilChanged { value -> Int in
                if value == 2 { throw ClosureError() }
                return value
            }
        }
        #expect(distinct.events == [.next(210, 1), .error(220, ClosureError())])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let skipping = scheduler2.start {
            source2.skip(while: { value in
                if value == 2 { throw ClosureError() }
                return true
            })
        }
        #expect(skipping.events == [.error(220, ClosureError())])
        #expect(source2.subscriptions == [Subscription(200, 220)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let source3 = scheduler3.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let reduced = scheduler3.start {
            source3.reduce(0, accumulator: +, mapResult: { _ -> Int in throw ClosureError() })
        }
        #expect(reduced.events == [.error(230, ClosureError())])
    }

    @Test("catch's handler and retry(when:)'s trigger")
    func handlers() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, SourceError())])
        var handled: [String] = []
        let caught = scheduler.start {
            source.catch { error -> Observable<Int> in
                handled.append("\(error)")
                throw ClosureError()
            }
        }
        // The handler saw the source's error; the result ends with the handler's, not that one.
        #expect(handled == ["source"])
        #expect(caught.events == [.next(210, 1), .error(220, ClosureError())])
        #expect(source.subscriptions == [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let cold = scheduler2.createColdObservable([.next(5, 1), .error(10, SourceError())])
        let retried = scheduler2.start {
            cold.retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { attempt, _ -> Observable<Int> in
                    attempt < 2 ? .just(0) : .error(ClosureError())
                }
            })
        }
        // The trigger's error ends the result, not the source's third one.
        #expect(retried.events == [.next(205, 1), .next(215, 1), .next(225, 1), .error(230, ClosureError())])
        #expect(cold.subscriptions == [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }
}
