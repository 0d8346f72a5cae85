import MiniRx
import Testing

private enum TestError: Error { case boom }

@Suite("PublishSubject", .serialized)
struct PublishSubjectTests {
    @Test("Only events after subscribing arrive; completion unsubscribes everyone")
    func liveOnly() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        subject.onNext(0)
        let a = record(subject, into: log, as: "A ")
        subject.onNext(1)
        #expect(subject.hasObservers)
        subject.onCompleted()
        #expect(!subject.hasObservers)
        subject.onNext(2)
        subject.onError(TestError.boom)
        record(subject, into: log, as: "late ")
        #expect(log.lines == ["A next(1)", "A completed", "late completed"])
        a.dispose()
    }

    @Test("Observers are called in Bag order: a newcomer takes the first slot once it is free")
    func bagOrderAfterLeaving() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let a = record(subject, into: log, as: "A ")
        let b = record(subject, into: log, as: "B ")
        let c = record(subject, into: log, as: "C ")
        subject.onNext(1)
        a.dispose()
        // D goes into the slot A left, which is delivered before the array holding B and C.
        let d = record(subject, into: log, as: "D ")
        subject.onNext(2)
        b.dispose()
        // E goes to the end of the array.
        let e = record(subject, into: log, as: "E ")
        subject.onNext(3)
        #expect(
            log.lines == [
                "A next(1)", "B next(1)", "C next(1)",
                "D next(2)", "B next(2)", "C next(2)",
                "D next(3)", "C next(3)", "E next(3)",
            ])
        for subscription in [c, d, e] { subscription.dispose() }
    }

    @Test("Beyond 31 observers the order stays subscription order (deterministic overflow)")
    func manyObservers() {
        var order: [Int] = []
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<40).map { index in
            subject.subscribe(onNext: { _ in order.append(index) })
        }
        subject.onNext(0)
        #expect(order == Array(0..<40))
        subscriptions.forEach { $0.dispose() }
        #expect(!subject.hasObservers)
    }

    @Test("An observer added during delivery does not get the event being delivered")
    func joinDuringDelivery() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        var late: Disposable?
        let a = subject.subscribe(onNext: { value in
            log.lines.append("A \(value)")
            if late == nil { late = record(subject, into: log, as: "late ") }
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.lines == ["A 1", "A 2", "late next(2)"])
        a.dispose()
        late?.dispose()
    }

    @Test("An observer disposed during delivery still gets the event being delivered")
    func leaveDuringDelivery() {
        // Delivery goes to a snapshot, and a direct subscriber has no sink to stop it.
        let log = EventLog()
        let subject = PublishSubject<Int>()
        var b: Disposable?
        let a = subject.subscribe(onNext: { value in
            log.lines.append("A \(value)")
            b?.dispose()
        })
        b = subject.subscribe(onNext: { log.lines.append("B \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.lines == ["A 1", "B 1", "A 2"])
        a.dispose()
    }

    @Test("A reentrant onNext is delivered depth first, inside the outer delivery")
    func reentrant() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(onNext: { value in
            log.lines.append("A begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.lines.append("A end \(value)")
        })
        let b = subject.subscribe(onNext: { log.lines.append("B \($0)") })
        subject.onNext(1)
        #expect(log.lines == ["A begin 1", "A begin 2", "A end 2", "B 2", "A end 1", "B 1"])
        a.dispose()
        b.dispose()
    }

    @Test("Completing from inside delivery: later observers get completed, then drop the element")
    func reentrantCompletion() {
        // The outer `next(1)` still goes to B's entry in the snapshot, but B's observer has
        // already stopped (it received `completed` first), so the element is dropped there.
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let a = subject.subscribe(
            onNext: { value in
                log.lines.append("A \(value)")
                subject.onCompleted()
            }, onCompleted: { log.lines.append("A completed") })
        let b = subject.subscribe(
            onNext: { log.lines.append("B \($0)") }, onCompleted: { log.lines.append("B completed") })
        subject.onNext(1)
        #expect(log.lines == ["A 1", "A completed", "B completed"])
        a.dispose()
        b.dispose()
    }

    @Test("dispose(): nothing more is delivered, later subscribers get RxError.disposed")
    func disposeSubject() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let a = record(subject, into: log, as: "A ")
        #expect(!subject.isDisposed)
        subject.dispose()
        #expect(subject.isDisposed)
        #expect(!subject.hasObservers)
        subject.onNext(1)
        var received: Error?
        _ = subject.subscribe(onError: { received = $0 })
        #expect(log.lines.isEmpty)
        guard case .disposed(let object)? = received as? RxError else {
            Issue.record("expected RxError.disposed, got \(String(describing: received))")
            return
        }
        // (Computed outside #expect: the macro around `===` crashes the Swift 6.3 compiler.)
        let isThisSubject = object === subject
        #expect(isThisSubject)
        a.dispose()
    }

    @Test("A stop event after dispose() is still remembered for later subscribers (as in RxSwift)")
    func stopAfterDispose() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onCompleted()
        record(subject, into: log, as: "late ")
        #expect(log.lines == ["late completed"])
    }

    @Test("The subject is its own observer and works as a SubjectType")
    func asObserver() {
        func send<S: SubjectType>(_ value: Int, through subject: S) where S.Observer.Element == Int {
            subject.asObserver().onNext(value)
        }
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let isItself = subject.asObserver() === subject
        #expect(isItself)
        let a = record(subject, into: log, as: "A ")
        send(7, through: subject)
        let erased: AnyObserver<Int> = subject.asObserver()
        erased.onNext(8)
        #expect(log.lines == ["A next(7)", "A next(8)"])
        a.dispose()
    }
}

@Suite("BehaviorSubject", .serialized)
struct BehaviorSubjectTests {
    @Test("New subscribers get the current value first; value() follows next events")
    func currentValue() throws {
        let log = EventLog()
        let subject = BehaviorSubject(value: 1)
        let a = record(subject, into: log, as: "A ")
        subject.onNext(2)
        let b = record(subject, into: log, as: "B ")
        #expect(try subject.value() == 2)
        #expect(log.lines == ["A next(1)", "A next(2)", "B next(2)"])
        a.dispose()
        b.dispose()
    }

    @Test("After completed: value() still returns the last value, observers stay until disposed")
    func afterCompleted() throws {
        let log = EventLog()
        let subject = BehaviorSubject(value: "a")
        let a = record(subject, into: log, as: "A ")
        subject.onCompleted()
        subject.onNext("ignored")
        #expect(try subject.value() == "a")
        // Unlike PublishSubject, a stop event does not empty the observer list.
        #expect(subject.hasObservers)
        record(subject, into: log, as: "late ")
        #expect(log.lines == ["A next(a)", "A completed", "late completed"])
        a.dispose()
        #expect(!subject.hasObservers)
    }

    @Test("After an error, value() throws it")
    func afterError() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError.boom)
        #expect(throws: TestError.boom) { try subject.value() }
    }

    @Test("After dispose(), value() throws RxError.disposed and subscribers get it as an error")
    func afterDispose() {
        let log = EventLog()
        let subject = BehaviorSubject(value: 0)
        subject.onCompleted()
        subject.dispose()
        #expect(subject.isDisposed)
        do {
            _ = try subject.value()
            Issue.record("value() should throw after dispose()")
        } catch RxError.disposed(let object) {
            let isThisSubject = object === subject
            #expect(isThisSubject)
        } catch {
            Issue.record("unexpected \(error)")
        }
        // dispose() forgot the completion: the late subscriber gets the disposed error.
        _ = subject.subscribe(onError: { log.lines.append("late \($0 is RxError)") })
        #expect(log.lines == ["late true"])
    }

    @Test("Completing from inside the replayed value: the new subscriber gets completed at once")
    func completeDuringReplay() {
        let log = EventLog()
        let subject = BehaviorSubject(value: 1)
        let a = subject.subscribe(
            onNext: { value in
                log.lines.append("A \(value)")
                subject.onCompleted()
            }, onCompleted: { log.lines.append("A completed") },
            onDisposed: { log.lines.append("A disposed") })
        log.lines.append("subscribe returned")
        let b = record(subject, into: log, as: "B ")
        #expect(
            log.lines == ["A 1", "A completed", "A disposed", "subscribe returned", "B completed"])
        a.dispose()
        b.dispose()
    }

    @Test("The subscriber is added before it receives the value, so a reentrant send reaches it")
    func reentrantDuringReplay() throws {
        let log = EventLog()
        let subject = BehaviorSubject(value: 0)
        let a = subject.subscribe(onNext: { value in
            log.lines.append("A \(value)")
            if value == 0 { subject.onNext(1) }
        })
        #expect(log.lines == ["A 0", "A 1"])
        #expect(try subject.value() == 1)
        a.dispose()
    }
}

@Suite("ReplaySubject", .serialized)
struct ReplaySubjectTests {
    @Test("bufferSize 0 replays nothing but still passes live events and the stop event")
    func bufferZero() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let a = record(subject, into: log, as: "A ")
        subject.onNext(2)
        subject.onCompleted()
        record(subject, into: log, as: "late ")
        #expect(log.lines == ["A next(2)", "A completed", "late completed"])
        a.dispose()
    }

    @Test("bufferSize 3 keeps the last three; the error is replayed after them")
    func bufferThree() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 1...5 { subject.onNext(value) }
        subject.onError(TestError.boom)
        record(subject, into: log, as: "late ")
        #expect(log.lines == ["late next(3)", "late next(4)", "late next(5)", "late error(boom)"])
        #expect(!subject.hasObservers)
    }

    @Test("Elements sent during the replay are not part of it and miss the new subscriber")
    func reentrantDuringReplay() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        let a = subject.subscribe(onNext: { value in
            log.lines.append("A \(value)")
            if value == 1 { subject.onNext(3) }
        })
        subject.onNext(4)
        #expect(log.lines == ["A 1", "A 2", "A 4"])
        record(subject, into: log, as: "B ").dispose()
        #expect(Array(log.lines.suffix(4)) == ["B next(1)", "B next(2)", "B next(3)", "B next(4)"])
        a.dispose()
    }

    @Test("dispose(): empties the buffer, ignores events, later subscribers get RxError.disposed")
    func disposeReplay() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.dispose()
        subject.onNext(2)
        _ = subject.subscribe(onNext: { log.lines.append("next \($0)") }, onError: { _ in log.lines.append("error") })
        #expect(log.lines == ["error"])
    }
}

@Suite("AsyncSubject", .serialized)
struct AsyncSubjectTests {
    @Test("Only the last element arrives, on completion, followed by completed")
    func lastOnCompletion() {
        let log = EventLog()
        let subject = AsyncSubject<Int>()
        let a = record(subject, into: log, as: "A ")
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.lines.isEmpty)
        subject.onCompleted()
        subject.onNext(3)
        record(subject, into: log, as: "late ")
        #expect(
            log.lines == ["A next(2)", "A completed", "late next(2)", "late completed"])
        #expect(!subject.hasObservers)
        a.dispose()
    }

    @Test("An error drops the element; completion with no element is just completed")
    func errorAndEmpty() {
        let log = EventLog()
        let failing = AsyncSubject<Int>()
        record(failing, into: log, as: "A ")
        failing.onNext(1)
        failing.onError(TestError.boom)
        record(failing, into: log, as: "lateA ")
        let empty = AsyncSubject<Int>()
        record(empty, into: log, as: "B ")
        empty.onCompleted()
        record(empty, into: log, as: "lateB ")
        #expect(log.lines == ["A error(boom)", "lateA error(boom)", "B completed", "lateB completed"])
    }
}

@Suite("Relays and bind(to:)", .serialized)
struct RelayTests {
    @Test("PublishRelay passes elements to current subscribers only")
    func publishRelay() {
        let log = EventLog()
        let relay = PublishRelay<String>()
        relay.accept("lost")
        let a = record(relay.asObservable(), into: log, as: "A ")
        relay.accept("one")
        #expect(log.lines == ["A next(one)"])
        a.dispose()
    }

    @Test("BehaviorRelay: value, accept, replay of the current value")
    func behaviorRelay() {
        let log = EventLog()
        let relay = BehaviorRelay(value: 1)
        relay.accept(2)
        let a = record(relay.asObservable(), into: log, as: "A ")
        relay.accept(3)
        #expect(relay.value == 3)
        #expect(log.lines == ["A next(2)", "A next(3)"])
        a.dispose()
    }

    @Test("ReplayRelay.create(bufferSize:) and createUnbound() replay what they were given")
    func replayRelay() {
        let log = EventLog()
        let two = ReplayRelay<Int>.create(bufferSize: 2)
        let all = ReplayRelay<Int>.createUnbound()
        for value in 1...3 {
            two.accept(value)
            all.accept(value)
        }
        record(two.asObservable(), into: log, as: "two ").dispose()
        record(all.asObservable(), into: log, as: "all ").dispose()
        #expect(
            log.lines == [
                "two next(2)", "two next(3)", "all next(1)", "all next(2)", "all next(3)",
            ])
    }

    @Test("bind(to:) observers passes every event, completion included, to each in order")
    func bindToObservers() {
        let log = EventLog()
        let first = PublishSubject<Int>()
        let second = ReplaySubject<Int>.createUnbounded()
        let a = record(first, into: log, as: "first ")
        // The variadic form takes observers of one type, so mixed subjects are type-erased.
        let binding = Observable.of(1, 2).bind(to: AnyObserver(first), AnyObserver(second))
        record(second, into: log, as: "second ")
        #expect(
            log.lines == [
                "first next(1)", "first next(2)", "first completed",
                "second next(1)", "second next(2)", "second completed",
            ])
        binding.dispose()
        a.dispose()
    }

    @Test("bind(to:) relays passes elements only; optional relays accept wrapped elements")
    func bindToRelays() {
        let log = EventLog()
        let relays = (PublishRelay<Int>(), PublishRelay<Int>())
        let optional = BehaviorRelay<Int?>(value: nil)
        let a = record(relays.0.asObservable(), into: log, as: "0 ")
        let b = record(relays.1.asObservable(), into: log, as: "1 ")
        let binding = Observable.of(5, 6).bind(to: relays.0, relays.1)
        let optionalBinding = Observable.just(7).bind(to: optional)
        #expect(
            log.lines == ["0 next(5)", "1 next(5)", "0 next(6)", "1 next(6)"])
        #expect(optional.value == 7)
        for d in [a, b, binding, optionalBinding] { d.dispose() }
    }

    @Test("bind(onNext:) and bind(to:) with a binder function")
    func bindOnNextAndBinder() {
        var seen: [Int] = []
        let subscription = Observable.of(1, 2).bind(onNext: { seen.append($0) })
        let count = Observable.of(1, 2, 3).bind(to: { source -> Int in
            var total = 0
            _ = source.subscribe(onNext: { _ in total += 1 })
            return total
        })
        #expect(seen == [1, 2])
        #expect(count == 3)
        subscription.dispose()
    }

    @Test("Subjects and relays release everything they count")
    func noLeaks() {
        let before = Resources.total
        do {
            let subject = BehaviorSubject(value: 0)
            let relay = PublishRelay<Int>()
            let a = subject.subscribe(onNext: { _ in })
            let binding = subject.bind(to: relay)
            subject.onNext(1)
            a.dispose()
            binding.dispose()
            #expect(Resources.total > before)
        }
        #expect(Resources.total == before)
    }
}
