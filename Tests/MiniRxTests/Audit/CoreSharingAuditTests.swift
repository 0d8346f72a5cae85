import MiniRx
import Testing

// Audit of multicast, publish, replay, refCount and share(replay:scope:) against RxSwift 6's
// Multicast.swift and ShareReplayScope.swift: when the source is subscribed and disposed, what
// is replayed, and what happens when the source ends while it is being connected.

private final class SharingLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func record<Element>(_ name: String) -> (Event<Element>) -> Void {
        { event in self.lines.append("\(name) \(event)") }
    }
}

/// A cold source that logs each subscription and its disposal, and sends `n * 10` where `n`
/// counts subscriptions.
private func countingSource(_ log: SharingLog, complete: Bool = false) -> Observable<Int> {
    var subscriptions = 0
    return Observable<Int>.create { observer in
        subscriptions += 1
        let n = subscriptions
        log.add("source subscribed #\(n)")
        observer.onNext(n * 10)
        if complete { observer.onCompleted() }
        return Disposables.create { log.add("source disposed #\(n)") }
    }
}

@Suite("Audit: sharing", .serialized)
struct CoreSharingAuditTests {
    @Test("share(replay: 1): replays to a second subscriber, disconnects after the last, starts afresh")
    func shareReplay1Reconnects() {
        let log = SharingLog()
        let shared = countingSource(log).share(replay: 1)
        let a = shared.subscribe(onNext: { log.add("A next \($0)") }, onDisposed: { log.add("A disposed") })
        let b = shared.subscribe(onNext: { log.add("B next \($0)") }, onDisposed: { log.add("B disposed") })
        a.dispose()
        b.dispose()
        let c = shared.subscribe(onNext: { log.add("C next \($0)") }, onDisposed: { log.add("C disposed") })
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
        let log = SharingLog()
        let shared = countingSource(log).share(replay: 1, scope: .forever)
        let d = shared.subscribe(onNext: { log.add("D next \($0)") }, onDisposed: { log.add("D disposed") })
        d.dispose()
        let e = shared.subscribe(onNext: { log.add("E next \($0)") }, onDisposed: { log.add("E disposed") })
        e.dispose()
        #expect(
            log.lines == [
                "source subscribed #1", "D next 10", "source disposed #1", "D disposed",
                "E next 10", "source subscribed #2", "E next 20", "source disposed #2", "E disposed",
            ])
    }

    @Test("share(): no replay; the source stays until the last subscriber leaves")
    func sharePlain() {
        let log = SharingLog()
        let shared = countingSource(log).share()
        let f = shared.subscribe(onNext: { log.add("F next \($0)") })
        let g = shared.subscribe(onNext: { log.add("G next \($0)") })
        g.dispose()
        log.add("G left")
        f.dispose()
        #expect(
            log.lines == [
                "source subscribed #1", "F next 10", "G left", "source disposed #1",
            ])
    }

    @Test("share(replay: 2) over a source that completes while connecting: .forever never resubscribes, .whileConnected does")
    func shareSourceCompletesWhileConnecting() {
        let log = SharingLog()
        let source = countingSource(log, complete: true)
        let forever = source.share(replay: 2, scope: .forever)
        _ = forever.subscribe(log.record("T1"))
        _ = forever.subscribe(log.record("T2"))
        let whileConnected = source.share(replay: 2)
        _ = whileConnected.subscribe(log.record("W1"))
        _ = whileConnected.subscribe(log.record("W2"))
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
        let log = SharingLog()
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        _ = shared.subscribe(log.record("A"))
        subject.onNext(1)
        subject.onError(RxError.unknown)
        _ = shared.subscribe(log.record("B"))
        log.add("hasObservers \(subject.hasObservers)")
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
        let log = SharingLog()
        let published = Observable.of(1, 2).publish().refCount()
        _ = published.subscribe(log.record("R1"))
        _ = published.subscribe(log.record("R2"))
        #expect(
            log.lines == [
                "R1 next(1)", "R1 next(2)", "R1 completed",
                "R2 next(1)", "R2 next(2)", "R2 completed",
            ])
    }

    @Test("multicast(subject).refCount(): a late subscriber gets the ending, the source is not resubscribed")
    func multicastSubjectKeepsEnding() {
        let log = SharingLog()
        let source = countingSource(log, complete: true)
        let replayed = source.multicast(ReplaySubject<Int>.create(bufferSize: 1)).refCount()
        _ = replayed.subscribe(log.record("S1"))
        _ = replayed.subscribe(log.record("S2"))
        #expect(
            log.lines == [
                "source subscribed #1", "S1 next(10)", "S1 completed", "source disposed #1",
                "S2 next(10)", "S2 completed",
            ])
    }

    @Test("replay(1): connect, disconnect, connect again gets a fresh subject; connect twice is one connection")
    func replayConnectCycle() {
        let log = SharingLog()
        let subject = PublishSubject<String>()
        let connectable = subject.replay(1)
        _ = connectable.subscribe(log.record("C1"))
        subject.onNext("lost")
        let connection = connectable.connect()
        let same = connectable.connect()
        subject.onNext("x")
        _ = connectable.subscribe(log.record("C2"))
        connection.dispose()
        log.add("hasObservers \(subject.hasObservers)")
        same.dispose()
        subject.onNext("after disconnect")
        _ = connectable.subscribe(log.record("C3"))
        let again = connectable.connect()
        subject.onNext("y")
        subject.onCompleted()
        _ = connectable.subscribe(log.record("C4"))
        again.dispose()
        #expect(
            log.lines == [
                "C1 next(x)", "C2 next(x)", "hasObservers false", "C3 next(y)", "C3 completed",
            ])
    }

    @Test("refCount(): the connection lives while anyone is subscribed, and is disposed once")
    func refCountCounts() {
        let log = SharingLog()
        let shared = countingSource(log).publish().refCount()
        let a = shared.subscribe(log.record("A"))
        let b = shared.subscribe(log.record("B"))
        a.dispose()
        a.dispose()
        log.add("A left")
        b.dispose()
        let c = shared.subscribe(log.record("C"))
        c.dispose()
        #expect(
            log.lines == [
                "source subscribed #1", "A next(10)", "A left", "source disposed #1",
                "source subscribed #2", "C next(20)", "source disposed #2",
            ])
    }

    @Test("multicast(_:selector:): a subject per subscriber; the selector's result is subscribed before connecting")
    func multicastSelector() {
        let log = SharingLog()
        let source = countingSource(log, complete: true)
        let result = source.multicast({ PublishSubject<Int>() }, selector: { shared in
            Observable.merge(shared.map { $0 + 1 }, shared.map { $0 + 2 })
        })
        _ = result.subscribe(log.record("M1"))
        _ = result.subscribe(log.record("M2"))
        #expect(
            log.lines == [
                "source subscribed #1", "M1 next(11)", "M1 next(12)", "M1 completed",
                "source disposed #1",
                "source subscribed #2", "M2 next(21)", "M2 next(22)", "M2 completed",
                "source disposed #2",
            ])
    }
}
