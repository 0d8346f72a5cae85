import MiniRx
import Testing

private enum TestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

@Suite("do", .serialized)
struct DoTests {
    @Test("Handlers run around each event and around subscription and disposal, in order")
    func order() {
        let log = EventLog()
        let source = Observable.of(1).do(
            onNext: { log.lines.append("onNext \($0)") },
            afterNext: { log.lines.append("afterNext \($0)") },
            onError: { _ in log.lines.append("onError") },
            onCompleted: { log.lines.append("onCompleted") },
            afterCompleted: { log.lines.append("afterCompleted") },
            onSubscribe: { log.lines.append("onSubscribe") },
            onSubscribed: { log.lines.append("onSubscribed") },
            onDispose: { log.lines.append("onDispose") })
        record(source, into: log)
        // `of` sends from the trampoline, after the subscription in progress returns: so
        // onSubscribed comes before the first element.
        #expect(log.lines == [
            "onSubscribe", "onSubscribed",
            "onNext 1", "next(1)", "afterNext 1",
            "onCompleted", "completed", "afterCompleted",
            "onDispose",
        ])
    }

    @Test("A throwing onNext turns into an error event instead of the element")
    func throwingHandler() {
        let log = EventLog()
        record(Observable.of(1, 2).do(onNext: { if $0 == 2 { throw TestError.boom } }), into: log)
        #expect(log.lines == ["next(1)", "error(boom)"])
    }

    @Test("onDispose runs when the subscriber disposes")
    func disposeBySubscriber() {
        let log = EventLog()
        let subject = PublishSubject<Int>()
        let subscription = record(subject.do(onDispose: { log.lines.append("onDispose") }), into: log)
        subject.onNext(1)
        subscription.dispose()
        #expect(log.lines == ["next(1)", "onDispose"])
        #expect(!subject.hasObservers)
    }
}

@Suite("materialize and dematerialize", .serialized)
struct MaterializeTests {
    @Test("Each event becomes an element, and the stop event is followed by completed")
    func materialize() {
        let log = EventLog()
        record(Observable.concat(Observable.of(1, 2), Observable.error(TestError.boom)).materialize(), into: log)
        #expect(log.lines == ["next(next(1))", "next(next(2))", "next(error(boom))", "completed"])
    }

    @Test("dematerialize turns them back; a completed element ends the result")
    func roundTrip() {
        let log = EventLog()
        record(Observable.of(1, 2).materialize().dematerialize(), into: log)
        let events: [Event<Int>] = [.next(1), .completed, .next(2)]
        record(Observable.from(events).dematerialize(), into: log, as: "b: ")
        #expect(log.lines == ["next(1)", "next(2)", "completed", "b: next(1)", "b: completed"])
    }
}

@Suite("amb", .serialized)
struct AmbTests {
    @Test("The first source to send anything wins; the other is disposed")
    func firstWins() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let log = EventLog()
        record(left.amb(right), into: log)
        right.onNext(2)
        #expect(!left.hasObservers)
        left.onNext(1)
        right.onNext(3)
        right.onCompleted()
        #expect(log.lines == ["next(2)", "next(3)", "completed"])
    }

    @Test("A stop event also decides; the sequence form folds amb over all sources")
    func sequenceForm() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let c = PublishSubject<Int>()
        let log = EventLog()
        record(Observable.amb([a, b, c].map { $0.asObservable() }), into: log)
        c.onError(TestError.boom)
        a.onNext(1)
        #expect(log.lines == ["error(boom)"])
        #expect(!a.hasObservers && !b.hasObservers && !c.hasObservers)
    }
}
