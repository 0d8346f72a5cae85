import MiniRx
import MiniRxTest
import Testing

// share(replay:scope:) for every replay size 0…4 on virtual time, after RxSwift's
// Observable+ShareReplayScopeTests (our own inputs): two subscribers that resubscribe from
// inside the stop event, a late third one, and the source's subscription log. replay 0 and 1
// with .whileConnected take the dedicated types; the others multicast + refCount.

private enum ShareError: Error { case failed }

/// Records two subscribers that resubscribe (into `again1`/`again2`) when they get a stop event.
private func runResubscribing(
    replay: Int, scope: SubjectLifetimeScope, ending: Recorded<Event<Int>>
) -> (first: [Recorded<Event<Int>>], second: [Recorded<Event<Int>>],
      again1: [Recorded<Event<Int>>], again2: [Recorded<Event<Int>>],
      late: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
        .next(205, 10), .next(215, 20), .next(225, 30), .next(235, 40), .next(245, 50),
        .next(310, 60), ending, .next(345, 70), .next(560, 80),
    ])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let again1 = scheduler.createObserver(Int.self)
    let again2 = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var ys: Observable<Int>!
    var subscription1: Disposable!
    var subscription2: Disposable!
    var subscription3: Disposable!

    scheduler.scheduleAt(100) { ys = xs.share(replay: replay, scope: scope) }
    scheduler.scheduleAt(200) {
        subscription1 = ys.subscribe { event in
            first.on(event)
            if event.isStopEvent { subscription1 = ys.subscribe(again1) }
        }
    }
    scheduler.scheduleAt(300) {
        subscription2 = ys.subscribe { event in
            second.on(event)
            if event.isStopEvent { subscription2 = ys.subscribe(again2) }
        }
    }
    scheduler.scheduleAt(350) { subscription1.dispose() }
    scheduler.scheduleAt(400) { subscription2.dispose() }
    scheduler.scheduleAt(500) { subscription3 = ys.subscribe(late) }
    scheduler.scheduleAt(600) { subscription3.dispose() }
    scheduler.start()
    return (first.events, second.events, again1.events, again2.events, late.events, xs.subscriptions)
}

@Suite("Audit: share on virtual time", .serialized)
struct CoreSharingVirtualTimeAuditTests {
    private let elements = [10, 20, 30, 40, 50, 60]

    @Test("whileConnected: a stop event ends the connection; resubscribing starts a new one, nothing replayed",
          arguments: 0..<5)
    func whileConnectedError(replay: Int) {
        let result = runResubscribing(replay: replay, scope: .whileConnected, ending: .error(330, ShareError.failed))
        let live: [Recorded<Event<Int>>] = [
            .next(205, 10), .next(215, 20), .next(225, 30), .next(235, 40), .next(245, 50),
            .next(310, 60), .error(330, ShareError.failed),
        ]
        #expect(result.first == live)
        let replayedAt300 = elements.prefix(5).suffix(replay).map { Recorded.next(300, $0) }
        #expect(result.second == replayedAt300 + [.next(310, 60), .error(330, ShareError.failed)])
        #expect(result.again1 == [.next(345, 70)])
        #expect(result.again2 == [.next(345, 70)])
        #expect(result.late == [.next(560, 80)])
        #expect(result.subscriptions == [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
    }

    @Test("forever: after the source ends, everyone gets the replay and the ending; the source is never resubscribed",
          arguments: 0..<5)
    func foreverCompleted(replay: Int) {
        let result = runResubscribing(replay: replay, scope: .forever, ending: .completed(330))
        #expect(
            result.first == [
                .next(205, 10), .next(215, 20), .next(225, 30), .next(235, 40), .next(245, 50),
                .next(310, 60), .completed(330),
            ])
        let replayedAt300 = elements.prefix(5).suffix(replay).map { Recorded.next(300, $0) }
        #expect(result.second == replayedAt300 + [.next(310, 60), .completed(330)])
        let replayedAtEnd = elements.suffix(replay)
        #expect(result.again1 == replayedAtEnd.map { Recorded.next(330, $0) } + [.completed(330)])
        #expect(result.again2 == replayedAtEnd.map { Recorded.next(330, $0) } + [.completed(330)])
        #expect(result.late == replayedAtEnd.map { Recorded.next(500, $0) } + [.completed(500)])
        #expect(result.subscriptions == [Subscription(200, 330)])
    }
}
