import MiniRx
import Testing

// Audit of multicast, publish, replay, refCount and share(replay:scope:) against RxSwift 6's
// Multicast.swift and ShareReplayScope.swift: when the source is subscribed and disposed, what
// is replayed, and what happens when the source ends while it is being connected.

/// A cold source that logs each subscription and its disposal, and sends `n * 10` where `n`
/// counts subscriptions.
private func countingSource(_ log: EventLog, complete: Bool = false) -> Observable<Int> {
    var subscriptions = 0
    return Observable<Int>.create { observer in
        subscriptions += 1
        let n = subscriptions
        log.lines.append("source subscribed #\(n)")
        observer.onNext(n * 10)
        if complete { observer.onCompleted() }
        return Disposables.create { log.lines.append("source disposed #\(n)") }
    }
}

@Suite("Audit: sharing", .serialized)
struct CoreSharingAuditTests {
    @Test("share(replay: 1): replays to a second subscriber, disconnects after the last, starts afresh")
    func shareReplay1Reconnects() {
        let log = EventLog()
        let shared = countingSource(log).share(replay: 1)
        let a = shared.subscribe(
            onNext: { log.lines.append("A next \($0)") },
            onDisposed: { log.lines.append("A disposed") })
        let b = shared.subscribe(
            onNext: { log.lines.append("B next \($0)") },
            onDisposed: { log.lines.append("B disposed") })
        a.dispose()
        b.dispose()
        let c = shared.subscribe(
            onNext: { log.lines.append("C next \($0)") },
            onDisposed: { log.lines.append("C disposed") })
        c.dispose()
        #expect(
            log.lines == [
                "source subscribed #1", "A next 10", "B next 10", "A disposed",
                "source disposed #1", "B disposed",
                "source subscribed #2", "C next 20", "source disposed #2", "C disposed",
            ])
    }

    @Test("share(replay: 1, scope: .forever): a new connection first replays the old element")
    func shareForeverReplaysStale() {
        let log = EventLog()
        let shared = countingSource(log).share(replay: 1, scope: .forever)
        let d = shared.subscribe(
            onNext: { log.lines.append("D next \($0)") },
            onDisposed: { log.lines.append("D disposed") })
        d.dispose()
        let e = shared.subscribe(
            onNext: { log.lines.append("E next \($0)") },
            onDisposed: { log.lines.append("E disposed") })
        e.dispose()
        #expect(
            log.lines == [
                "source subscribed #1", "D next 10", "source disposed #1", "D disposed",
                "E next 10", "source subscribed #2", "E next 20", "source disposed #2", "E disposed",
            ])
    }

    @Test("share(): no replay; the source stays until the last subscriber leaves")
    func sharePlain() {
        let log = EventLog()
        let shared = countingSource(log).share()
        let f = shared.subscribe(onNext: { log.lines.append("F next \($0)") })
        let g = shared.subscribe(onNext: { log.lines.append("G next \($0)") })
        g.dispose()
        log.lines.append("G left")
        f.dispose()
        #expect(
            log.lines == [
                "source subscribed #1", "F next 10", "G left", "source disposed #1",
            ])
    }

    @Test("share(replay: 2) over a source that completes while connecting: .forever never resubscribes, .whileConnected does")
    func shareSourceCompletesWhileConnecting() {
        let log = EventLog()
        let source = countingSource(log, complete: true)
        let forever = source.share(replay: 2, scope: .forever)
        record(forever, into: log, as: "T1 ")
        record(forever, into: log, as: "T2 ")
        let whileConnected = source.share(replay: 2)
        record(whileConnected, into: log, as: "W1 ")
        record(whileConnected, into: log, as: "W2 ")
        #expect(
            log.lines == [
                "source subscribed #1", "T1 next(10)", "T1 completed", "source disposed #1",
                "T2 next(10)", "T2 completed",
                "source subscribed #2", "W1 next(20)", "W1 completed", "source disposed #2",
                "source subscribed #3", "W2 next(30)", "W2 completed", "source disposed #3",
            ])
    }

    @Test("share(replay: 1) after the source errors: a new subscriber resubscribes, nothing replayed")
    func shareReplay1AfterError() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        record(shared, into: log, as: "A ")
        subject.onNext(1)
        subject.onError(RxError.unknown)
        record(shared, into: log, as: "B ")
        log.lines.append("hasObservers \(subject.hasObservers)")
        #expect(
            log.lines == [
                "A next(1)", "A error(Unknown error occurred.)",
                // The subject remembers its error and gives it to the new connection.
                "B error(Unknown error occurred.)",
                "hasObservers false",
            ])
    }

    @Test("publish().refCount() over a synchronous source: each subscriber gets its own run")
    func publishRefCountSynchronous() {
        let log = EventLog()
        let published = Observable.of(1, 2).publish().refCount()
        record(published, into: log, as: "R1 ")
        record(published, into: log, as: "R2 ")
        #expect(
            log.lines == [
                "R1 next(1)", "R1 next(2)", "R1 completed",
                "R2 next(1)", "R2 next(2)", "R2 completed",
            ])
    }

    @Test("multicast(subject).refCount(): a late subscriber gets the ending, the source is not resubscribed")
    func multicastSubjectKeepsEnding() {
        let log = EventLog()
        let source = countingSource(log, complete: true)
        let replayed = source.multicast(ReplaySubject<Int>.create(bufferSize: 1)).refCount()
        record(replayed, into: log, as: "S1 ")
        record(replayed, into: log, as: "S2 ")
        #expect(
            log.lines == [
                "source subscribed #1", "S1 next(10)", "S1 completed", "source disposed #1",
                "S2 next(10)", "S2 completed",
            ])
    }

    @Test("replay(1): connect, disconnect, connect again gets a fresh subject; connect twice is one connection")
    func replayConnectCycle() {
        let log = EventLog()
        let subject = PublishSubject<String>()
        let connectable = subject.replay(1)
        record(connectable, into: log, as: "C1 ")
        subject.onNext("lost")
        let connection = connectable.connect()
        let same = connectable.connect()
        subject.onNext("x")
        record(connectable, into: log, as: "C2 ")
        connection.dispose()
        log.lines.append("hasObservers \(subject.hasObservers)")
        same.dispose()
        subject.onNext("after disconnect")
        record(connectable, into: log, as: "C3 ")
        let again = connectable.connect()
        subject.onNext("y")
        subject.onCompleted()
        record(connectable, into: log, as: "C4 ")
        again.dispose()
        #expect(
            log.lines == [
                "C1 next(x)", "C2 next(x)", "hasObservers false", "C3 next(y)", "C3 completed",
            ])
    }

    @Test("refCount(): the connection lives while anyone is subscribed, and is disposed once")
    func refCountCounts() {
        let log = EventLog()
        let shared = countingSource(log).publish().refCount()
        let a = record(shared, into: log, as: "A ")
        let b = record(shared, into: log, as: "B ")
        a.dispose()
        a.dispose()
        log.lines.append("A left")
        b.dispose()
        let c = record(shared, into: log, as: "C ")
        c.dispose()
        #expect(
            log.lines == [
                "source subscribed #1", "A next(10)", "A left", "source disposed #1",
                "source subscribed #2", "C next(20)", "source disposed #2",
            ])
    }

    @Test("multicast(_:selector:): a subject per subscriber; the selector's result is subscribed before connecting")
    func multicastSelector() {
        let log = EventLog()
        let source = countingSource(log, complete: true)
        let result = source.multicast({ PublishSubject<Int>() }, selector: { shared in
            Observable.merge(shared.map { $0 + 1 }, shared.map { $0 + 2 })
        })
        record(result, into: log, as: "M1 ")
        record(result, into: log, as: "M2 ")
        #expect(
            log.lines == [
                "source subscribed #1", "M1 next(11)", "M1 next(12)", "M1 completed",
                "source disposed #1",
                "source subscribed #2", "M2 next(21)", "M2 next(22)", "M2 completed",
                "source disposed #2",
            ])
    }
}
