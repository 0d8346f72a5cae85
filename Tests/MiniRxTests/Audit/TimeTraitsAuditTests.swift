import MiniRx
import MiniRxTest
import Testing

// Audit of the traits against RxSwift 6.10.2 (RxSwift/Traits/PrimitiveSequence/*.swift and
// RxCocoa/Traits/Driver, Signal: BehaviorRelay+Driver.swift, PublishRelay+Signal.swift; RxCocoa
// 6.10.2 has no PublishRelay.asDriver()). Programs run on the main thread, where `MainScheduler` delivers at
// once while it has nothing queued, so these histories are synchronous.

private enum AuditError: Error, CustomDebugStringConvertible {
    case boom
    var debugDescription: String { "AuditError.boom" }
}

@Suite("Audit: traits (RxSwift 6.10.2)", .serialized)
struct TimeTraitsAuditTests {
    @Test("BehaviorRelay.asDriver: the current value first, then accepted ones; latest replayed")
    func behaviorRelayAsDriver() {
        let relay = BehaviorRelay(value: 1)
        var log: [String] = []
        let driver = relay.asDriver()
        let first = driver.drive(onNext: { log.append("a \($0)") })
        relay.accept(2)
        let second = driver.drive(onNext: { log.append("b \($0)") })
        relay.accept(3)
        first.dispose()
        second.dispose()
        relay.accept(4)
        #expect(log == ["a 1", "a 2", "b 2", "a 3", "b 3"])
    }

    @Test("A PublishRelay's Driver replays the latest to a late subscriber; its asSignal() does not")
    func publishRelayAsDriverAndSignal() {
        let relay = PublishRelay<Int>()
        var log: [String] = []
        let driver = relay.asObservable().asDriver(onErrorDriveWith: .empty())
        let signal = relay.asSignal()
        let bag = DisposeBag()
        driver.drive(onNext: { log.append("driver \($0)") }).disposed(by: bag)
        signal.emit(onNext: { log.append("signal \($0)") }).disposed(by: bag)
        relay.accept(1)
        driver.drive(onNext: { log.append("late driver \($0)") }).disposed(by: bag)
        signal.emit(onNext: { log.append("late signal \($0)") }).disposed(by: bag)
        relay.accept(2)
        #expect(log == [
            "driver 1", "signal 1", "late driver 1",
            "driver 2", "late driver 2", "signal 2", "late signal 2",
        ])
    }

    @Test("Maybe.create: success runs onSuccess, then onDisposed, then the create disposable")
    func maybeCreateOrder() {
        var log: [String] = []
        let maybe = Maybe<Int>.create { observer in
            observer(.success(1))
            observer(.completed)
            return Disposables.create { log.append("create disposable") }
        }
        _ = maybe.subscribe(
            onSuccess: { log.append("onSuccess \($0)") },
            onError: { log.append("onError \($0)") },
            onCompleted: { log.append("onCompleted") },
            onDisposed: { log.append("onDisposed") })
        #expect(log == ["onSuccess 1", "onDisposed", "create disposable"])
    }

    @Test("asSingle, asMaybe and first print RxError's texts and optional successes")
    func conversionsPrint() {
        var log: [String] = []
        _ = Observable<Int>.empty().asSingle().subscribe { log.append("\($0)") }
        _ = Observable.of(1, 2).asSingle().subscribe { log.append("\($0)") }
        _ = Observable.of(1, 2).asMaybe().subscribe { log.append("\($0)") }
        _ = Observable<Int>.empty().asMaybe().subscribe { log.append("\($0)") }
        _ = Observable.of(1, 2).first().subscribe { log.append("\($0)") }
        _ = Observable<Int>.empty().first().subscribe { log.append("\($0)") }
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe { log.append("\($0)") }
        _ = Maybe<Int>.error(AuditError.boom).subscribe { log.append("\($0)") }
        #expect(log == [
            "failure(Sequence doesn't contain any elements.)",
            "failure(Sequence contains more than one element.)",
            "error(Sequence contains more than one element.)",
            "completed",
            "success(Optional(1))",
            "success(nil)",
            // SingleEvent is Swift's Result in both libraries: the standard library prints a
            // tuple payload without its own parentheses.
            "success(1, \"a\")",
            "error(AuditError.boom)",
        ])
    }

    @Test("Single on virtual time: delay, timeout and timer follow the test clock")
    func singleOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var log: [String] = []
        _ = Single.just(4).delay(.seconds(1), scheduler: scheduler)
            .subscribe { log.append("\(scheduler.clock) delay \($0)") }
        _ = Maybe.just(5).delaySubscription(.seconds(2), scheduler: scheduler)
            .subscribe { log.append("\(scheduler.clock) delaySubscription \($0)") }
        _ = Single<Int>.timer(.seconds(3), scheduler: scheduler)
            .subscribe { log.append("\(scheduler.clock) timer \($0)") }
        _ = Single<Int>.never().timeout(.seconds(4), scheduler: scheduler)
            .subscribe { log.append("\(scheduler.clock) timeout \($0)") }
        scheduler.start()
        #expect(log == [
            "1 delay success(4)", "2 delaySubscription success(5)", "3 timer success(0)",
            "4 timeout failure(Sequence timeout.)",
        ])
    }
}
