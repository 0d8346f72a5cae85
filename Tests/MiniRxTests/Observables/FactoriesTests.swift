import MiniRx
import Testing

private enum TestError: Error { case boom }

/// Every event of one subscription, as `record` writes them: `next(1)`, `completed`.
private func events<Element>(_ source: Observable<Element>) -> [String] {
    let log = EventLog()
    record(source, into: log).dispose()
    return log.lines
}

/// A scheduler that runs each action at once, inside `schedule`: with it, sources send
/// everything depth first instead of taking turns on the trampoline.
private struct RunAtOnce: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        action(state)
    }
}

/// A sequence that counts its iterators. Each iterator is a reference (`AnyIterator`), so
/// an iterator that was already run dry stays dry for whoever holds it.
private struct CountedSequence: Sequence {
    final class Count { var count = 0 }
    let elements: [Int]
    let iterations = Count()

    func makeIterator() -> AnyIterator<Int> {
        iterations.count += 1
        var base = elements.makeIterator()
        return AnyIterator { base.next() }
    }
}

@Suite("Factories", .serialized)
struct FactoriesTests {
    @Test("of, from (array, sequence), just, empty, error, never")
    func basics() {
        #expect(events(Observable.of(1, 2)) == ["next(1)", "next(2)", "completed"])
        #expect(events(Observable.from(["a"])) == ["next(a)", "completed"])
        #expect(events(Observable.from(1...3)) == ["next(1)", "next(2)", "next(3)", "completed"])
        #expect(events(Observable.from(stride(from: 0, to: 6, by: 3))) == ["next(0)", "next(3)", "completed"])
        #expect(events(Observable.just(9)) == ["next(9)", "completed"])
        #expect(events(Observable<Int>.empty()) == ["completed"])
        #expect(events(Observable<Int>.error(TestError.boom)) == ["error(boom)"])
        #expect(events(Observable<Int>.never()).isEmpty)
    }

    @Test("Each subscription to from(sequence) iterates the sequence afresh")
    func coldSequence() {
        let counted = CountedSequence(elements: [1, 2])
        let source = Observable.from(counted)
        // Nothing is iterated before someone subscribes.
        #expect(counted.iterations.count == 0)
        #expect(events(source) == ["next(1)", "next(2)", "completed"])
        #expect(events(source) == ["next(1)", "next(2)", "completed"])
        // One new iterator per subscription; an iterator kept from the first would be used up.
        #expect(counted.iterations.count == 2)
    }

    @Test("from(optional:) with and without a scheduler")
    func fromOptional() {
        #expect(events(Observable.from(optional: 3)) == ["next(3)", "completed"])
        #expect(events(Observable<Int>.from(optional: nil)) == ["completed"])
        #expect(
            events(Observable.from(optional: 4, scheduler: CurrentThreadScheduler.instance))
                == ["next(4)", "completed"])
        #expect(
            events(Observable<Int>.from(optional: nil, scheduler: RunAtOnce())) == ["completed"])
    }

    @Test("range works for any fixed-width integer and count 0 is just completed")
    func range() {
        #expect(events(Observable<UInt8>.range(start: 253, count: 3)) == ["next(253)", "next(254)", "next(255)", "completed"])
        #expect(events(Observable.range(start: -1, count: 2)) == ["next(-1)", "next(0)", "completed"])
        #expect(events(Observable.range(start: 7, count: 0)) == ["completed"])
    }

    @Test("generate is a for loop; a throwing iterate ends it with the error")
    func generate() {
        let squares = Observable.generate(initialState: 1, condition: { $0 < 30 }, iterate: { $0 * 3 })
        #expect(events(squares) == ["next(1)", "next(3)", "next(9)", "next(27)", "completed"])
        let failing = Observable.generate(
            initialState: 0, condition: { _ in true },
            iterate: { value in
                if value == 1 { throw TestError.boom }
                return value + 1
            })
        #expect(events(failing) == ["next(0)", "next(1)", "error(boom)"])
        let none = Observable.generate(initialState: 5, condition: { $0 < 5 }, iterate: { $0 + 1 })
        #expect(events(none) == ["completed"])
    }

    @Test("deferred calls its factory once per subscription, at subscription time")
    func deferred() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }
        #expect(calls == 0)
        #expect(events(source) == ["next(1)", "completed"])
        #expect(events(source) == ["next(2)", "completed"])
        let failing = Observable<Int>.deferred { throw TestError.boom }
        #expect(events(failing) == ["error(boom)"])
    }

    @Test("deferred does not keep its factory (or what it captured) alive during the subscription")
    func deferredLetsGoOfItsFactory() {
        final class Owner {}
        weak var gone: Owner?
        var subscription: Disposable?
        do {
            let owner = Owner()
            gone = owner
            subscription = Observable<Int>.deferred { [owner] in
                _ = owner
                return .never()
            }.subscribe()
        }
        #expect(gone == nil, "the factory's captures outlive the call that used them")
        subscription?.dispose()
    }

    @Test("repeatElement runs until disposed; disposing from onNext stops it")
    func repeatElement() {
        var seen = 0
        var subscription: Disposable?
        // Subscribing from inside work on the trampoline: `subscribe` returns before the first
        // element (which waits its turn), so `subscription` is set when onNext needs it.
        // (Subscribed at top level, repeatElement would loop inside `subscribe` forever.)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.repeatElement("r").subscribe(onNext: { _ in
                seen += 1
                if seen == 3 { subscription?.dispose() }
            })
            return Disposables.create()
        }
        #expect(seen == 3)
        let taken = Observable.repeatElement(1).take(2)
        #expect(events(taken) == ["next(1)", "next(1)", "completed"])
    }

    @Test("Synchronous sources take turns on the trampoline; just sends at once")
    func trampolineOrder() {
        var order: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { outer in
                order.append("\(outer)")
                _ = Observable.of(outer * 10, outer * 10 + 1).subscribe(
                    onNext: { order.append("\($0)") },
                    onCompleted: { order.append("inner \(outer) done") })
            },
            onCompleted: { order.append("outer done") })
        #expect(
            order == [
                "1", "10", "2", "11", "20", "outer done", "inner 1 done", "21", "inner 2 done",
            ])

        order = []
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            order.append("\(outer)")
            _ = Observable.just(outer * 10).subscribe(onNext: { order.append("\($0)") })
        })
        #expect(order == ["1", "10", "2", "20"])
    }

    @Test("With a scheduler that runs at once, of sends depth first")
    func immediateScheduler() {
        var order: [String] = []
        _ = Observable.of(1, 2, scheduler: RunAtOnce()).subscribe(onNext: { outer in
            order.append("\(outer)")
            _ = Observable.of(outer * 10, outer * 10 + 1, scheduler: RunAtOnce())
                .subscribe(onNext: { order.append("\($0)") })
        })
        #expect(order == ["1", "10", "11", "2", "20", "21"])
    }

    @Test("just(_:scheduler:) sends the element and completed as two steps")
    func justScheduled() {
        var order: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            order.append("\(outer)")
            _ = Observable.just(outer * 10, scheduler: CurrentThreadScheduler.instance)
                .subscribe(onNext: { order.append("\($0)") }, onCompleted: { order.append("just done") })
        })
        #expect(order == ["1", "10", "2", "just done", "20", "just done"])
    }

    @Test("using disposes its resource after the sequence ends, even when the factory throws")
    func using() {
        final class Resource: Disposable {
            let name: String
            let log: (String) -> Void
            init(_ name: String, log: @escaping (String) -> Void) {
                self.name = name
                self.log = log
            }
            func dispose() { log("\(name) disposed") }
        }
        var lines: [String] = []
        let log = { (line: String) in lines.append(line) }
        _ = Observable<Int>.using({ Resource("file", log: log) }, observableFactory: { _ in .of(1) })
            .subscribe(
                onNext: { log("next \($0)") }, onCompleted: { log("completed") },
                onDisposed: { log("onDisposed") })
        _ = Observable<Int>.using({ Resource("socket", log: log) }, observableFactory: { _ in
            throw TestError.boom
        }).subscribe(onError: { log("error \($0)") })
        #expect(
            lines == [
                "next 1", "completed", "onDisposed", "file disposed",
                "error boom", "socket disposed",
            ])
    }

    @Test("Finished subscriptions release everything")
    func noLeaks() {
        let before = Resources.total
        _ = events(Observable.of(1, 2, 3))
        _ = events(Observable.range(start: 0, count: 3))
        _ = events(Observable.repeatElement(0).take(2))
        _ = events(Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 }))
        _ = events(Observable<Int>.deferred { .of(1) })
        #expect(Resources.total == before)
    }
}
