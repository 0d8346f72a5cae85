import MiniRx
import Testing

// Audit of subjects and relays against RxSwift 6's sources (PublishSubject.swift,
// BehaviorSubject.swift, ReplaySubject.swift, AsyncSubject.swift, RxRelay). Each test records
// the whole history of what observers saw and compares it with what RxSwift's code does.

private enum AuditError: Error { case boom }

@Suite("Audit: subjects", .serialized)
struct CoreSubjectsAuditTests {
    @Test("PublishSubject: a stop event after dispose() is still remembered for late subscribers")
    func publishStopAfterDispose() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        record(subject, into: log, as: "P1 ")
        subject.dispose()
        subject.onNext(1)
        subject.onCompleted()
        subject.onError(AuditError.boom)
        record(subject, into: log, as: "P2 ")
        log.lines.append("disposed \(subject.isDisposed) hasObservers \(subject.hasObservers)")
        #expect(log.lines == ["P2 completed", "disposed true hasObservers false"])
    }

    @Test("PublishSubject after dispose(): a subscriber gets RxError.disposed, printed as RxSwift prints it")
    func publishDisposedError() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        subject.dispose()
        record(subject, into: log, as: "late ")
        #expect(log.lines == ["late error(Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.)"])
    }

    @Test("BehaviorSubject: error keeps observers, value() throws it; dispose() makes value() throw RxError.disposed")
    func behaviorErrorThenDispose() {
        let log = EventLog()
        let subject = BehaviorSubject(value: "a")
        record(subject, into: log, as: "B1 ")
        subject.onNext("b")
        subject.onError(AuditError.boom)
        subject.onNext("c")
        log.lines.append("hasObservers \(subject.hasObservers)")
        do { _ = try subject.value() } catch { log.lines.append("value() threw \(error)") }
        record(subject, into: log, as: "B2 ")
        subject.dispose()
        log.lines.append("hasObservers \(subject.hasObservers) isDisposed \(subject.isDisposed)")
        do { _ = try subject.value() } catch { log.lines.append("value() threw \(error)") }
        record(subject, into: log, as: "B3 ")
        #expect(
            log.lines == [
                "B1 next(a)", "B1 next(b)", "B1 error(boom)",
                "hasObservers true",
                "value() threw boom",
                "B2 error(boom)",
                "hasObservers false isDisposed true",
                "value() threw Object `RxSwift.BehaviorSubject<Swift.String>` was already disposed.",
                "B3 error(Object `RxSwift.BehaviorSubject<Swift.String>` was already disposed.)",
            ])
    }

    @Test("BehaviorSubject: value() still returns the last element after completed")
    func behaviorValueAfterCompleted() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        #expect(try subject.value() == 2)
    }

    @Test("BehaviorSubject: onNext from inside the replayed value reaches the subscriber first")
    func behaviorReentrantReplay() {
        let log = EventLog()
        let subject = BehaviorSubject(value: 0)
        _ = subject.subscribe(onNext: { value in
            log.lines.append("X \(value)")
            if value == 0 { subject.onNext(1) }
        })
        _ = subject.subscribe(onNext: { log.lines.append("Y \($0)") })
        #expect(log.lines == ["X 0", "X 1", "Y 1"])
    }

    @Test("ReplaySubject bufferSize 0 replays nothing but passes live events on")
    func replayZero() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        record(subject, into: log, as: "R0 ")
        subject.onNext(2)
        subject.onCompleted()
        record(subject, into: log, as: "late ")
        #expect(log.lines == ["R0 next(2)", "R0 completed", "late completed"])
    }

    @Test("ReplaySubject: the buffer is trimmed to its size; the stop event follows the replay")
    func replayTrimAndError() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for i in 1...4 { subject.onNext(i) }
        subject.onError(AuditError.boom)
        subject.onNext(5)
        record(subject, into: log, as: "R2 ")
        log.lines.append("hasObservers \(subject.hasObservers)")
        #expect(log.lines == ["R2 next(3)", "R2 next(4)", "R2 error(boom)", "hasObservers false"])
    }

    @Test("ReplaySubject: an element sent during the replay is not part of it, nor sent to the newcomer")
    func replayReentrant() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        subject.onNext(2)
        _ = subject.subscribe(onNext: { value in
            log.lines.append("Z \(value)")
            if value == 1 { subject.onNext(3) }
        })
        _ = subject.subscribe(onNext: { log.lines.append("Q \($0)") })
        #expect(log.lines == ["Z 1", "Z 2", "Q 1", "Q 2", "Q 3"])
    }

    @Test("ReplaySubject after dispose(): events are ignored, subscribers get RxError.disposed")
    func replayDisposed() {
        let log = EventLog()
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        record(subject, into: log, as: "A ")
        subject.dispose()
        subject.onNext(2)
        _ = subject.subscribe { event in log.lines.append("late \(event.error != nil)") }
        #expect(log.lines == ["A next(1)", "late true"])
    }

    @Test("AsyncSubject: last element then completed, to everyone at once, then to late subscribers")
    func asyncLastElement() {
        let log = EventLog()
        let subject = AsyncSubject<String>()
        record(subject, into: log, as: "A1 ")
        subject.onNext("x")
        subject.onNext("y")
        record(subject, into: log, as: "A2 ")
        subject.onCompleted()
        log.lines.append("hasObservers \(subject.hasObservers)")
        record(subject, into: log, as: "A3 ")
        subject.onNext("z")
        subject.onError(AuditError.boom)
        record(subject, into: log, as: "A4 ")
        #expect(
            log.lines == [
                "A1 next(y)", "A2 next(y)", "A1 completed", "A2 completed",
                "hasObservers false",
                "A3 next(y)", "A3 completed",
                "A4 next(y)", "A4 completed",
            ])
    }

    @Test("AsyncSubject: an error drops the element; no element means just completed")
    func asyncErrorAndEmpty() {
        let log = EventLog()
        let failing = AsyncSubject<Int>()
        record(failing, into: log, as: "F ")
        failing.onNext(1)
        failing.onError(AuditError.boom)
        record(failing, into: log, as: "F late ")
        let empty = AsyncSubject<Int>()
        record(empty, into: log, as: "E ")
        empty.onCompleted()
        record(empty, into: log, as: "E late ")
        #expect(
            log.lines == ["F error(boom)", "F late error(boom)", "E completed", "E late completed"])
    }

    @Test("A subscription disposed during delivery still gets that event (the snapshot), not later ones")
    func disposeDuringDelivery() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        var second: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.lines.append("A \(value)")
            if value == 1 { second?.dispose() }
        })
        second = subject.subscribe(
            onNext: { log.lines.append("B \($0)") }, onDisposed: { log.lines.append("B disposed") })
        subject.onNext(1)
        subject.onNext(2)
        first.dispose()
        #expect(log.lines == ["A 1", "B disposed", "B 1", "A 2"])
    }

    @Test("An observer that disposes its own subscription in onNext hears nothing more")
    func disposeSelfDuringDelivery() {
        let log = EventLog()
        let subject = PublishSubject<String>()
        var own: Disposable?
        own = subject.subscribe(
            onNext: { value in
                log.lines.append("once \(value)")
                own?.dispose()
            }, onDisposed: { log.lines.append("once disposed") })
        subject.onNext("c")
        subject.onNext("d")
        #expect(log.lines == ["once c", "once disposed"])
    }
}

@Suite("Audit: relays", .serialized)
struct CoreRelaysAuditTests {
    @Test("ReplayRelay.createUnbound replays everything; create(bufferSize:) trims")
    func replayRelay() {
        let log = EventLog()
        let all = ReplayRelay<Int>.createUnbound()
        let last2 = ReplayRelay<Int>.create(bufferSize: 2)
        for i in 1...3 {
            all.accept(i)
            last2.accept(i)
        }
        record(all.asObservable(), into: log, as: "all ")
        record(last2.asObservable(), into: log, as: "last2 ")
        #expect(
            log.lines == [
                "all next(1)", "all next(2)", "all next(3)", "last2 next(2)", "last2 next(3)",
            ])
    }

    @Test("bind(to:) relays drops completed: the relay keeps going")
    func bindToRelaysDropsCompleted() {
        let log = EventLog()
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        record(publish.asObservable(), into: log, as: "publish ")
        record(behavior.asObservable(), into: log, as: "behavior ")
        _ = Observable.of(1, 2).bind(to: publish)
        _ = Observable.of(3).bind(to: behavior)
        publish.accept(4)
        log.lines.append("value \(behavior.value)")
        #expect(
            log.lines == [
                "behavior next(0)", "publish next(1)", "publish next(2)", "behavior next(3)",
                "publish next(4)", "value 3",
            ])
    }

    @Test("bind(to:) optional relays wraps elements")
    func bindToOptionalRelay() {
        let relay = BehaviorRelay<Int?>(value: nil)
        _ = Observable.of(1, 2).bind(to: relay)
        #expect(relay.value == 2)
    }
}
