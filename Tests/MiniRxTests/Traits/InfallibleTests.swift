// Infallible: RxSwift 6's trait for sequences that never error. Each test records the whole
// history (virtual-time events, or every line a subscriber saw) and checks that every object
// MiniRx made is released afterwards.
import MiniRx
import MiniRxTest
import Testing

private struct InfallibleTestError: Error, CustomStringConvertible {
    var description: String { "boom" }
}

private final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}

@Suite("Infallible", .serialized)
struct InfallibleTests {
    // MARK: - Conversions recover from the source's error

    @Test("asInfallible(onErrorJustReturn:) turns the error into one element and completion")
    func onErrorJustReturn() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(300, 9), .next(340, 13), .next(360, 111),
                .error(390, InfallibleTestError()), .next(480, 320),
            ])
            let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 600) }
            #expect(res.events == [
                .next(300, 9), .next(340, 13), .next(360, 111), .next(390, 600), .completed(390),
            ])
            #expect(xs.subscriptions == [Subscription(200, 390)])
        }
    }

    @Test("asInfallible(onErrorFallbackTo:) continues with the fallback at the error's time")
    func onErrorFallbackTo() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(300, 9), .next(340, 13), .next(360, 111),
                .error(390, InfallibleTestError()), .next(480, 320),
            ])
            let res = scheduler.start {
                xs.asInfallible(onErrorFallbackTo: Infallible<Int>.of(1, 2))
            }
            #expect(res.events == [
                .next(300, 9), .next(340, 13), .next(360, 111),
                .next(390, 1), .next(390, 2), .completed(390),
            ])
            #expect(xs.subscriptions == [Subscription(200, 390)])
        }
    }

    @Test("asInfallible(onErrorRecover:) subscribes to what the closure returns for the error")
    func onErrorRecover() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(300, 9), .next(340, 13), .next(360, 111),
                .error(390, InfallibleTestError()), .next(480, 320),
            ])
            let ys = scheduler.createHotObservable([.next(500, 25), .next(600, 33), .completed(620)])
            var seen: [String] = []
            let res = scheduler.start {
                xs.asInfallible(onErrorRecover: { error in
                    seen.append("\(error)")
                    return ys.asInfallible(onErrorJustReturn: -1)
                })
            }
            #expect(res.events == [
                .next(300, 9), .next(340, 13), .next(360, 111),
                .next(500, 25), .next(600, 33), .completed(620),
            ])
            #expect(seen == ["boom"])
            #expect(xs.subscriptions == [Subscription(200, 390)])
            #expect(ys.subscriptions == [Subscription(390, 620)])
        }
    }

    @Test("A source without an error passes through the conversions unchanged")
    func noErrorPassesThrough() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start {
                xs.asInfallible(onErrorFallbackTo: .just(99))
            }
            #expect(res.events == [.next(210, 1), .completed(220)])
        }
    }

    @Test("Relays as Infallible: Behavior replays its value, Publish does not, Replay its buffer")
    func relays() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let behavior = BehaviorRelay<Int>(value: 0)
            let publish = PublishRelay<Int>()
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            replay.accept(7)
            let ys = scheduler.createHotObservable([.next(500, 25), .next(600, 33)])
            let b = scheduler.createObserver(Int.self)
            let p = scheduler.createObserver(Int.self)
            let r = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            behavior.asInfallible().bind(to: b).disposed(by: bag)
            publish.asInfallible().bind(to: p).disposed(by: bag)
            replay.asInfallible().bind(to: r).disposed(by: bag)
            ys.bind(to: behavior).disposed(by: bag)
            ys.bind(to: publish).disposed(by: bag)
            ys.bind(to: replay).disposed(by: bag)
            scheduler.start()
            #expect(b.events == [.next(0, 0), .next(500, 25), .next(600, 33)])
            #expect(p.events == [.next(500, 25), .next(600, 33)])
            #expect(r.events == [.next(0, 7), .next(500, 25), .next(600, 33)])
        }
    }

    // MARK: - create and subscribe

    @Test("create: elements until completed or disposed; later events are dropped")
    func create() {
        expectNoLeak {
            var lines: [String] = []
            var send: ((InfallibleEvent<Int>) -> Void)?
            let source = Infallible<Int>.create { observer in
                lines.append("subscribed")
                send = observer
                return Disposables.create { lines.append("create disposable") }
            }
            // The count with the source made and nothing subscribed.
            let start = Resources.total
            var first: Disposable? = source.subscribe(
                onNext: { lines.append("first next(\($0))") },
                onCompleted: { lines.append("first completed") },
                onDisposed: { lines.append("first disposed") })
            send?(.next(1))
            // The counter is live: the subscription's objects are counted until released.
            #expect(Resources.total > start)
            first?.dispose()
            first = nil
            send?(.next(2))
            _ = source.subscribe(
                onNext: { lines.append("second next(\($0))") },
                onCompleted: { lines.append("second completed") },
                onDisposed: { lines.append("second disposed") })
            send?(.next(3))
            send?(.completed)
            send?(.next(4))
            // The last reference to a subscription's objects was the observer kept in `send`.
            send = nil
            // Back to the start: only the source, still in use here, is counted.
            withExtendedLifetime(source) { #expect(Resources.total == start) }
            #expect(lines == [
                "subscribed", "first next(1)", "create disposable", "first disposed",
                "subscribed", "second next(3)", "second completed", "second disposed",
                "create disposable",
            ])
        }
    }

    @Test("subscribe(_:) hands out InfallibleEvent, which prints as a plain enum")
    func subscribeWithEvents() {
        expectNoLeak {
            var lines: [String] = []
            _ = Infallible.of("a", "b").subscribe { event in lines.append("\(event)") }
            _ = Infallible<Int>.empty().subscribe { event in
                switch event {
                case .next(let element): lines.append("element \(element)")
                case .completed: lines.append("empty completed")
                }
            }
            #expect(lines == [#"next("a")"#, #"next("b")"#, "completed", "empty completed"])
            #expect("\(InfallibleEvent.next(1).event)" == "next(1)")
            #expect("\(InfallibleEvent<Int>.completed.event)" == "completed")
        }
    }

    @Test("subscribe(with:) passes the object while it lives, then calls nothing")
    func subscribeWithObject() {
        expectNoLeak {
            var lines: [String] = []
            var owner: Owner? = Owner("page")
            let relay = PublishRelay<Int>()
            let subscription = relay.asInfallible().subscribe(
                with: owner!,
                onNext: { owner, value in lines.append("\(owner.name) \(value)") },
                onCompleted: { owner in lines.append("\(owner.name) completed") },
                onDisposed: { owner in lines.append("\(owner.name) disposed") })
            relay.accept(1)
            owner = nil
            relay.accept(2)
            subscription.dispose()
            #expect(lines == ["page 1"])

            let other = Owner("other")
            _ = Infallible.of(5).subscribe(
                with: other,
                onNext: { owner, value in lines.append("\(owner.name) \(value)") },
                onCompleted: { owner in lines.append("\(owner.name) completed") },
                onDisposed: { owner in lines.append("\(owner.name) disposed") })
            #expect(lines == ["page 1", "other 5", "other completed", "other disposed"])
        }
    }

    // MARK: - Constructors

    @Test("just, of, from, empty, never and deferred")
    func constructors() {
        expectNoLeak {
            var lines: [String] = []
            func record<E>(_ name: String, _ source: Infallible<E>) {
                let d = source.subscribe(
                    onNext: { lines.append("\(name) \($0)") },
                    onCompleted: { lines.append("\(name) completed") },
                    onDisposed: { lines.append("\(name) disposed") })
                d.dispose()
            }
            record("just", Infallible.just(1))
            record("of", Infallible.of(1, 2))
            record("from", Infallible.from([3, 4]))
            record("fromSeq", Infallible.from(5...6))
            record("empty", Infallible<Int>.empty())
            record("never", Infallible<Int>.never())
            var factoryCalls = 0
            let deferred = Infallible.deferred { () -> Infallible<Int> in
                factoryCalls += 1
                return .just(factoryCalls)
            }
            record("deferred", deferred)
            record("deferred", deferred)
            #expect(lines == [
                "just 1", "just completed", "just disposed",
                "of 1", "of 2", "of completed", "of disposed",
                "from 3", "from 4", "from completed", "from disposed",
                "fromSeq 5", "fromSeq 6", "fromSeq completed", "fromSeq disposed",
                "empty completed", "empty disposed",
                "never disposed",
                "deferred 1", "deferred completed", "deferred disposed",
                "deferred 2", "deferred completed", "deferred disposed",
            ])
        }
    }

    @Test("just(_:scheduler:) sends on the scheduler's clock")
    func justOnScheduler() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Infallible.just(4, scheduler: scheduler) }
            #expect(res.events == [.next(201, 4), .completed(202)])
        }
    }

    // MARK: - Operators

    @Test("distinctUntilChanged, map, filter, scan and startWith")
    func transformChain() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3),
                .next(250, 4), .completed(260),
            ])
            let res = scheduler.start {
                xs.asInfallible(onErrorJustReturn: -1)
                    .distinctUntilChanged()
                    .map { $0 * 10 }
                    .filter { $0 != 30 }
                    .scan(0, accumulator: +)
                    .startWith(-5)
            }
            #expect(res.events == [
                .next(200, -5), .next(210, 10), .next(220, 30), .next(250, 70), .completed(260),
            ])
            #expect(xs.subscriptions == [Subscription(200, 260)])
        }
    }

    @Test("skip(while:), compactMap and take stop the source once enough has passed")
    func skipCompactMapTake() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 6),
                .completed(300),
            ])
            let res = scheduler.start {
                xs.asInfallible(onErrorJustReturn: -1)
                    .skip(while: { $0 < 2 })
                    .compactMap { $0 % 2 == 0 ? "e\($0)" : nil }
                    .take(2)
            }
            #expect(res.events == [.next(220, "e2"), .next(240, "e4"), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test("take(until:) with an Infallible, take(while:) and scan(into:)")
    func takeUntilWhile() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let stop = scheduler.createHotObservable([.next(225, ())])
            let until = scheduler.start {
                xs.asInfallible(onErrorJustReturn: -1)
                    .take(until: stop.asInfallible(onErrorJustReturn: ()))
            }
            #expect(until.events == [.next(210, 1), .next(220, 2), .completed(225)])

            let second = TestScheduler(initialClock: 0)
            let ys = second.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
            ])
            let whileRes = second.start {
                ys.asInfallible(onErrorJustReturn: -1)
                    .take(while: { $0 < 3 }, behavior: .inclusive)
                    .scan(into: [Int]()) { $0.append($1) }
                    .map { $0.map(String.init).joined(separator: ",") }
            }
            #expect(whileRes.events == [
                .next(210, "1"), .next(220, "1,2"), .next(230, "1,2,3"), .completed(230),
            ])
        }
    }

    @Test("flatMap merges, flatMapLatest switches, flatMapFirst ignores, concatMap queues")
    func flatMapFamily() {
        expectNoLeak {
            func run(
                _ operation: @escaping (Infallible<Int>, @escaping (Int) -> Observable<Int>) -> Infallible<Int>
            ) -> [Recorded<Event<Int>>] {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([
                    .next(210, 1), .next(215, 2), .completed(300),
                ])
                let res = scheduler.start {
                    operation(xs.asInfallible(onErrorJustReturn: -1)) { value in
                        scheduler.createColdObservable([
                            .next(10, value * 10), .next(20, value * 100), .completed(30),
                        ]).asObservable()
                    }
                }
                return res.events
            }
            #expect(run { $0.flatMap($1) } == [
                .next(220, 10), .next(225, 20), .next(230, 100), .next(235, 200), .completed(300),
            ])
            #expect(run { $0.flatMapLatest($1) } == [
                .next(225, 20), .next(235, 200), .completed(300),
            ])
            #expect(run { $0.flatMapFirst($1) } == [
                .next(220, 10), .next(230, 100), .completed(300),
            ])
            #expect(run { $0.concatMap($1) } == [
                .next(220, 10), .next(230, 100), .next(250, 20), .next(260, 200), .completed(300),
            ])
        }
    }

    @Test("flatMap recovers an inner failure with asInfallible and keeps going")
    func flatMapWithInnerRecovery() {
        expectNoLeak {
            var lines: [String] = []
            _ = Infallible.of(1, 2, 3)
                .flatMap { value -> Infallible<String> in
                    let request: Observable<String> = value == 2
                        ? .error(InfallibleTestError()) : .just("ok \(value)")
                    return request.asInfallible(onErrorJustReturn: "failed \(value)")
                }
                .subscribe(
                    onNext: { lines.append($0) },
                    onCompleted: { lines.append("completed") },
                    onDisposed: { lines.append("disposed") })
            #expect(lines == ["ok 1", "failed 2", "ok 3", "completed", "disposed"])
        }
    }

    @Test("share(replay: 1) subscribes once and replays the latest; do sees every event")
    func shareAndDo() {
        expectNoLeak {
            var lines: [String] = []
            let relay = PublishRelay<Int>()
            let shared = relay.asInfallible()
                .do(
                    onNext: { lines.append("do next \($0)") },
                    afterNext: { lines.append("do afterNext \($0)") },
                    onSubscribe: { lines.append("do subscribe") },
                    onSubscribed: { lines.append("do subscribed") },
                    onDispose: { lines.append("do dispose") })
                .share(replay: 1)
            let a = shared.subscribe(onNext: { lines.append("a \($0)") })
            relay.accept(1)
            let b = shared.subscribe(onNext: { lines.append("b \($0)") })
            relay.accept(2)
            a.dispose()
            b.dispose()
            #expect(lines == [
                "do subscribe", "do subscribed",
                "do next 1", "a 1", "do afterNext 1",
                "b 1",
                "do next 2", "a 2", "b 2", "do afterNext 2",
                "do dispose",
            ])
        }
    }

    @Test("withUnretained pairs each element with the object and completes once it is gone")
    func withUnretained() {
        expectNoLeak {
            var lines: [String] = []
            var owner: Owner? = Owner("vc")
            let relay = PublishRelay<Int>()
            _ = relay.asInfallible()
                .withUnretained(owner!)
                .map { owner, value in "\(owner.name) \(value)" }
                .subscribe(
                    onNext: { lines.append($0) },
                    onCompleted: { lines.append("completed") },
                    onDisposed: { lines.append("disposed") })
            relay.accept(1)
            owner = nil
            relay.accept(2)
            relay.accept(3)
            #expect(lines == ["vc 1", "completed", "disposed"])
        }
    }

    @Test("combineLatest and withLatestFrom of relays; zip of two finite sequences")
    func combining() {
        expectNoLeak {
            var lines: [String] = []
            let numbers = PublishRelay<Int>()
            let letters = BehaviorRelay<String>(value: "x")
            let bag = DisposeBag()
            Infallible.combineLatest(numbers.asInfallible(), letters.asInfallible())
                .subscribe(onNext: { lines.append("combined \($0)") })
                .disposed(by: bag)
            Infallible.combineLatest(numbers.asInfallible(), letters.asInfallible()) { "\($0)\($1)" }
                .subscribe(onNext: { lines.append("selected \($0)") })
                .disposed(by: bag)
            numbers.asInfallible().withLatestFrom(letters.asInfallible())
                .subscribe(onNext: { lines.append("latest \($0)") })
                .disposed(by: bag)
            numbers.accept(1)
            letters.accept("y")
            numbers.accept(2)
            _ = Infallible.zip(Infallible.of(1, 2, 3), Infallible.of("a", "b")) { "\($0)\($1)" }
                .subscribe(
                    onNext: { lines.append("zip \($0)") },
                    onCompleted: { lines.append("zip completed") })
            #expect(lines == [
                #"combined (1, "x")"#, "selected 1x", "latest x",
                #"combined (1, "y")"#, "selected 1y",
                #"combined (2, "y")"#, "selected 2y", "latest y",
                "zip 1a", "zip 2b", "zip completed",
            ])
        }
    }

    @Test("combineLatest of a collection: arrays of the latest elements, or a selector's result")
    func combineLatestCollection() {
        expectNoLeak {
            var lines: [String] = []
            let relays = [PublishRelay<Int>(), PublishRelay<Int>(), PublishRelay<Int>()]
            let bag = DisposeBag()
            Infallible.combineLatest(relays.map { $0.asInfallible() })
                .subscribe(onNext: { lines.append("array \($0)") })
                .disposed(by: bag)
            Infallible.combineLatest(relays.map { $0.asInfallible() }) { $0.reduce(0, +) }
                .subscribe(onNext: { lines.append("sum \($0)") })
                .disposed(by: bag)
            relays[0].accept(1)
            relays[1].accept(2)
            relays[2].accept(3)
            relays[0].accept(10)
            _ = Infallible.combineLatest([Infallible<Int>]())
                .subscribe(
                    onNext: { lines.append("empty \($0)") },
                    onCompleted: { lines.append("empty completed") })
            #expect(lines == [
                "array [1, 2, 3]", "sum 6", "array [10, 2, 3]", "sum 15",
                // No sources: RxSwift sends the selector's result for [] at once, then completes.
                "empty []", "empty completed",
            ])
        }
    }

    @Test("merge of an array merges; of any other collection it concatenates, as in RxSwift")
    func mergeAndConcat() {
        expectNoLeak {
            var lines: [String] = []
            let first = PublishRelay<Int>()
            let second = PublishRelay<Int>()
            let bag = DisposeBag()
            Infallible.merge([first.asInfallible(), second.asInfallible()])
                .subscribe(onNext: { lines.append("array \($0)") })
                .disposed(by: bag)
            Infallible.merge([first.asInfallible(), second.asInfallible()][...])
                .subscribe(onNext: { lines.append("slice \($0)") })
                .disposed(by: bag)
            Infallible.merge(first.asInfallible(), second.asInfallible())
                .subscribe(onNext: { lines.append("variadic \($0)") })
                .disposed(by: bag)
            second.accept(1)
            first.accept(2)
            _ = Infallible.concat(Infallible.of(1, 2), Infallible.just(3))
                .concat(Infallible.just(4))
                .subscribe(
                    onNext: { lines.append("concat \($0)") },
                    onCompleted: { lines.append("concat completed") })
            #expect(lines == [
                "array 1", "variadic 1",
                "array 2", "slice 2", "variadic 2",
                "concat 1", "concat 2", "concat 3", "concat 4", "concat completed",
            ])
        }
    }

    @Test("bind(to:) an observer of optionals, and bind(onNext:)")
    func bind() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let optional = scheduler.createObserver(Int?.self)
            var lines: [String] = []
            let bag = DisposeBag()
            xs.asInfallible(onErrorJustReturn: 0).bind(to: optional).disposed(by: bag)
            xs.asInfallible(onErrorJustReturn: 0).bind(onNext: { lines.append("bound \($0)") })
                .disposed(by: bag)
            scheduler.start()
            #expect(optional.events == [.next(210, Optional(1)), .completed(220)])
            #expect(lines == ["bound 1"])
        }
    }

    @Test("asDriver moves delivery to the sharing scheduler")
    func asDriver() {
        expectNoLeak {
            let scheduler = TestScheduler(initialClock: 0)
            var res: TestableObserver<Int>?
            SharingScheduler.mock(scheduler: scheduler) {
                let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
                res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asDriver() }
            }
            #expect(res?.events == [.next(211, 1), .next(221, 2), .completed(231)])
        }
    }
}
