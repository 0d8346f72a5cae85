import MiniRx
import Testing

private enum TestError: Error, CustomStringConvertible {
    case boom, again
    var description: String { self == .boom ? "boom" : "again" }
}

@Suite("withLatestFrom", .serialized)
struct WithLatestFromTests {
    @Test("Elements before the second source has a value are dropped; its completion changes nothing")
    func dropsUntilSecondHasValue() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        let log = EventLog()
        record(first.withLatestFrom(second) { "\($0)\($1)" }, into: log)
        first.onNext(1)
        second.onNext("a")
        second.onNext("b")
        first.onNext(2)
        second.onCompleted()
        first.onNext(3)
        first.onCompleted()
        #expect(log.lines == ["next(2b)", "next(3b)", "completed"])
    }

    @Test("An error from the second source ends the result; the one-argument form sends the second's element")
    func secondError() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        let log = EventLog()
        record(first.withLatestFrom(second), into: log)
        second.onNext("a")
        first.onNext(1)
        second.onError(TestError.boom)
        first.onNext(2)
        #expect(log.lines == ["next(a)", "error(boom)"])
        #expect(!first.hasObservers)
    }
}

/// Forwards `subject` and logs when its subscriber disposes it. A PublishSubject lets go of its
/// observers when it fails, and a `create` sink disposes itself: this source does neither, so
/// "source disposed" shows only a subscriber's own disposal.
private final class DisposalLoggingSource: Observable<Int> {
    let subject = PublishSubject<Int>()
    private let log: EventLog

    init(log: EventLog) { self.log = log }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
        let subscription = subject.subscribe(observer)
        return Disposables.create { [log] in
            log.lines.append("source disposed")
            subscription.dispose()
        }
    }
}

@Suite("catch and retry", .serialized)
struct CatchRetryTests {
    @Test("catch continues with the handler's observable and disposes the failed source")
    func catchSwitches() {
        let log = EventLog()
        let source = DisposalLoggingSource(log: log)
        // Not yet completed when catch subscribes to it, so the source's disposal cannot hide
        // behind the end of the whole result.
        let fallback = PublishSubject<Int>()
        record(source.catch { _ in fallback.asObservable() }, into: log)
        source.subject.onNext(1)
        source.subject.onError(TestError.boom)
        fallback.onNext(-1)
        fallback.onCompleted()
        #expect(log.lines == ["next(1)", "source disposed", "next(-1)", "completed"])
    }

    @Test("A handler that throws sends its own error")
    func handlerThrows() {
        let log = EventLog()
        record(Observable<Int>.error(TestError.boom).catch { _ in throw TestError.again }, into: log)
        #expect(log.lines == ["error(again)"])
    }

    @Test("catchAndReturn ends with one element instead of the error")
    func catchAndReturn() {
        let log = EventLog()
        record(Observable<Int>.error(TestError.boom).catchAndReturn(7), into: log)
        #expect(log.lines == ["next(7)", "completed"])
    }

    @Test("Observable.catch(sequence:) tries each in turn; if all fail, the last error is sent")
    func catchSequence() {
        let log = EventLog()
        record(Observable.catch(sequence: [
            Observable.concat(Observable.just(1), Observable.error(TestError.boom)),
            Observable.error(TestError.again),
        ]), into: log)
        record(Observable.catch(sequence: [Observable<Int>.error(TestError.boom), Observable.just(2)]), into: log, as: "b: ")
        #expect(log.lines == ["next(1)", "error(again)", "b: next(2)", "b: completed"])
    }

    @Test("retry(n) subscribes n times in all; each failed attempt is disposed before the next starts")
    func retryCount() {
        let log = EventLog()
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            let attempt = attempts
            log.lines.append("subscribe \(attempt)")
            observer.onNext(attempt)
            observer.onError(TestError.boom)
            return Disposables.create { log.lines.append("dispose \(attempt)") }
        }
        record(source.retry(3), into: log)
        #expect(log.lines == [
            "subscribe 1", "next(1)", "dispose 1",
            "subscribe 2", "next(2)", "dispose 2",
            "subscribe 3", "next(3)", "dispose 3",
            "error(boom)",
        ])
    }

    @Test("retry() repeats until the source completes; retry(0) completes without subscribing")
    func retryForeverAndZero() {
        let log = EventLog()
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 4 {
                observer.onError(TestError.boom)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        record(source.retry(), into: log)
        record(source.retry(0), into: log, as: "zero: ")
        #expect(log.lines == ["next(4)", "completed", "zero: completed"])
        #expect(attempts == 4)
    }

    @Test("retry(when:): each trigger element resubscribes; a trigger error ends the result")
    func retryWhen() {
        let log = EventLog()
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            let attempt = attempts
            log.lines.append("subscribe \(attempt)")
            observer.onError(TestError.boom)
            return Disposables.create { log.lines.append("dispose \(attempt)") }
        }
        record(source.retry(when: { (errors: Observable<Error>) in
            errors.enumerated().flatMap { index, error -> Observable<Int> in
                log.lines.append("handler sees \(index)")
                return index < 1 ? Observable.just(index) : Observable.error(TestError.again)
            }
        }), into: log)
        #expect(log.lines == [
            "subscribe 1", "handler sees 0", "dispose 1",
            "subscribe 2", "handler sees 1", "error(again)", "dispose 2",
        ])
    }

    @Test("retry(when:): a trigger that completes completes the result; errors of another type fail at once")
    func retryWhenCompletesOrPassesOtherErrors() {
        let log = EventLog()
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        record(source.retry(when: { errors in errors.take(2) }), into: log)
        attempts = 0
        struct Other: Error {}
        record(source.retry(when: { (errors: Observable<Other>) in errors }), into: log, as: "typed: ")
        // The second error makes `take(2)` send its element and complete at once: the
        // resubscription that element asked for is still queued behind the gate when the
        // completion ends everything, so there is no third attempt.
        #expect(log.lines == [
            "next(1)", "next(2)", "completed", "typed: next(1)", "typed: error(boom)",
        ])
    }

    @Test("retry of a live source resubscribes when it fails later")
    func retryLiveSource() {
        let subject = PublishSubject<Int>()
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return subject.asObservable()
        }
        let log = EventLog()
        let disposable = record(source.retry(2), into: log)
        subject.onNext(1)
        subject.onError(TestError.boom)
        // A PublishSubject that failed sends its error to every new subscriber at once.
        #expect(log.lines == ["next(1)", "error(boom)"])
        #expect(subscriptions == 2)
        disposable.dispose()
    }
}
