import MiniRx
import Testing

private enum TestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

/// A cold source over `subject` that logs each subscription and its disposal.
private func loggedSource(_ subject: PublishSubject<Int>, _ log: EventLog) -> Observable<Int> {
    var count = 0
    return Observable<Int>.create { observer in
        count += 1
        let number = count
        log.lines.append("subscribe \(number)")
        let inner = subject.subscribe(observer)
        return Disposables.create {
            log.lines.append("dispose \(number)")
            inner.dispose()
        }
    }
}

@Suite("share(replay:scope:)", .serialized)
struct ShareTests {
    @Test("Without share, every subscriber runs the create closure again")
    func coldRepeats() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let source = loggedSource(subject, log)
        let a = record(source, into: log, as: "A ")
        let b = record(source, into: log, as: "B ")
        subject.onNext(1)
        a.dispose()
        b.dispose()
        #expect(log.lines == ["subscribe 1", "subscribe 2", "A next(1)", "B next(1)", "dispose 1", "dispose 2"])
    }

    @Test(".forever keeps the replay buffer after a disconnect, and reconnects for the next subscriber")
    func foreverKeepsReplay() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let shared = loggedSource(subject, log).share(replay: 1, scope: .forever)
        let a = record(shared, into: log, as: "A ")
        subject.onNext(1)
        subject.onNext(2)
        a.dispose()
        let b = record(shared, into: log, as: "B ")
        subject.onNext(3)
        b.dispose()
        #expect(log.lines == [
            "subscribe 1", "A next(1)", "A next(2)", "dispose 1",
            "B next(2)", "subscribe 2", "B next(3)", "dispose 2",
        ])
    }

    @Test(".whileConnected with replay 1 starts afresh after a disconnect")
    func whileConnectedForgets() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let shared = loggedSource(subject, log).share(replay: 1)
        let a = record(shared, into: log, as: "A ")
        subject.onNext(1)
        a.dispose()
        let b = record(shared, into: log, as: "B ")
        subject.onNext(2)
        b.dispose()
        #expect(log.lines == ["subscribe 1", "A next(1)", "dispose 1", "subscribe 2", "B next(2)", "dispose 2"])
    }

    @Test("After the source completes, .forever replays and completes without resubscribing")
    func foreverAfterCompletion() {
        let log = EventLog()
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(1, 2, 3)
        }
        let forever = source.share(replay: 2, scope: .forever)
        record(forever, into: log, as: "A ")
        record(forever, into: log, as: "B ")
        #expect(log.lines == ["A next(1)", "A next(2)", "A next(3)", "A completed", "B next(2)", "B next(3)", "B completed"])
        #expect(subscriptions == 1)

        // The same with .whileConnected subscribes again.
        let whileConnected = source.share(replay: 2)
        record(whileConnected, into: log, as: "C ")
        record(whileConnected, into: log, as: "D ")
        #expect(subscriptions == 3)
        #expect(log.lines.suffix(2) == ["D next(3)", "D completed"])
    }

    @Test("share(replay: 2) while connected replays two elements to a late subscriber")
    func replayTwo() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 2)
        let a = record(shared, into: log, as: "A ")
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let b = record(shared, into: log, as: "B ")
        subject.onError(TestError.boom)
        #expect(log.lines == ["A next(1)", "A next(2)", "A next(3)", "B next(2)", "B next(3)", "A error(boom)", "B error(boom)"])
        a.dispose()
        b.dispose()
    }

    /// Subscribes A, sends 1, then subscribes B, which sends 2 into the source from inside its
    /// replayed 1, then C. What each of them hears, in order.
    private func sendDuringReplay(_ share: (Observable<Int>) -> Observable<Int>) -> [String] {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let shared = share(subject.asObservable())
        let a = record(shared, into: log, as: "A ")
        subject.onNext(1)
        var sent = false
        let b = shared.subscribe(onNext: { value in
            log.lines.append("B next(\(value))")
            if !sent { sent = true; subject.onNext(2) }
        })
        let c = record(shared, into: log, as: "C ")
        for subscription in [a, b, c] { subscription.dispose() }
        return log.lines
    }

    @Test("share(replay: 1) adds a subscriber before replaying to it: what it sends during the replay reaches it too")
    func replayOneRegistersFirst() {
        // RxSwift 6.10.2's order (ShareReplay1WhileConnected.subscribe inserts, then replays):
        // B is already among the observers when the 2 it sends goes out.
        #expect(sendDuringReplay { $0.share(replay: 1) }
            == ["A next(1)", "B next(1)", "A next(2)", "B next(2)", "C next(2)"])
    }

    @Test("share(replay: 2) replays before adding the subscriber (a ReplaySubject): what it sends during the replay misses it")
    func replayTwoReplaysFirst() {
        #expect(sendDuringReplay { $0.share(replay: 2) }
            == ["A next(1)", "B next(1)", "A next(2)", "C next(1)", "C next(2)"])
    }
}

@Suite("publish, replay, connect, refCount, multicast", .serialized)
struct ConnectableTests {
    @Test("publish: nothing flows until connect; disposing the connection disconnects")
    func publishConnect() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let published = loggedSource(subject, log).publish()
        let a = record(published, into: log, as: "A ")
        subject.onNext(0)
        let connection = published.connect()
        subject.onNext(1)
        // connect() while connected returns the same connection; no second subscription.
        _ = published.connect()
        connection.dispose()
        subject.onNext(2)
        a.dispose()
        #expect(log.lines == ["subscribe 1", "A next(1)", "dispose 1"])
    }

    @Test("replay(n) replays to subscribers who join after connect; replayAll keeps everything")
    func replayConnectable() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let replayed = subject.replay(1)
        let all = subject.replayAll()
        let connections = [replayed.connect(), all.connect()]
        subject.onNext(1)
        subject.onNext(2)
        record(replayed, into: log, as: "one ")
        record(all, into: log, as: "all ")
        subject.onCompleted()
        #expect(log.lines == ["one next(2)", "all next(1)", "all next(2)", "one completed", "all completed"])
        connections.forEach { $0.dispose() }
    }

    @Test("refCount connects for the first subscriber and disconnects after the last")
    func refCount() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let counted = loggedSource(subject, log).publish().refCount()
        let a = record(counted, into: log, as: "A ")
        let b = record(counted, into: log, as: "B ")
        subject.onNext(1)
        a.dispose()
        subject.onNext(2)
        b.dispose()
        let c = record(counted, into: log, as: "C ")
        c.dispose()
        #expect(log.lines == ["subscribe 1", "A next(1)", "B next(1)", "B next(2)", "dispose 1", "subscribe 2", "dispose 2"])
    }

    @Test("multicast with a selector: one source subscription per subscriber, shared inside the selector")
    func multicastSelector() {
        let log = EventLog()
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(1, 2)
        }
        let result = source.multicast({ PublishSubject<Int>() }, selector: { shared in
            Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
        })
        record(result, into: log)
        #expect(log.lines == ["next(11)", "next(22)", "completed"])
        #expect(subscriptions == 1)
    }

    @Test("multicast(subject) keeps one subject: after completion, subscribers get only the stop event")
    func multicastSameSubject() {
        let log = EventLog()
        let connectable = Observable.of(1).multicast(PublishSubject<Int>())
        record(connectable, into: log, as: "A ")
        _ = connectable.connect()
        record(connectable, into: log, as: "B ")
        #expect(log.lines == ["A next(1)", "A completed", "B completed"])
    }
}
