import MiniRx
import Testing

private enum NetworkError: Error, CustomDebugStringConvertible {
    case offline
    var debugDescription: String { "offline" }
}

@Suite("Driver and Signal", .serialized)
struct SharedSequenceTests {
    init() {
        // The main loop is global: finish whatever an earlier test left queued on it, so that
        // delivery here starts from an idle loop (where MainScheduler runs work at once).
        MainScheduler.instance.runUntilIdle()
    }

    @Test("asDriver(onErrorJustReturn:) turns an error into a last element and completion")
    func driverRecoversWithValue() {
        let source = PublishSubject<String>()
        var lines: [String] = []
        let subscription = source.asDriver(onErrorJustReturn: "fallback")
            .drive(onNext: { lines.append($0) }, onCompleted: { lines.append("completed") })
        source.onNext("a")
        source.onError(NetworkError.offline)
        subscription.dispose()
        #expect(lines == ["a", "fallback", "completed"])
    }

    @Test("asDriver(onErrorDriveWith:) and (onErrorRecover:) continue with another Driver")
    func driverRecoversWithDriver() {
        var lines: [String] = []
        let failing = Observable<String>.error(NetworkError.offline)
        _ = failing.asDriver(onErrorDriveWith: Driver.just("other")).drive(onNext: { lines.append($0) })
        _ = failing.asDriver(onErrorRecover: { Driver.just("recovered from \($0)") })
            .drive(onNext: { lines.append($0) })
        // `Driver.just` subscribes on the main loop; started from inside another delivery on
        // the loop, that waits its turn, so the loop has to run.
        MainScheduler.instance.runUntilIdle()
        #expect(lines == ["other", "recovered from offline"])
    }

    @Test("Two drives share one subscription to the source; a new one gets the latest at once")
    func driverSharesAndReplays() {
        var subscriptions = 0
        let source = PublishSubject<Int>()
        let counted = Observable<Int>.deferred {
            subscriptions += 1
            return source.asObservable()
        }
        let driver = counted.asDriver(onErrorJustReturn: -1)
        var first: [Int] = []
        var second: [Int] = []
        let a = driver.drive(onNext: { first.append($0) })
        source.onNext(1)
        let b = driver.drive(onNext: { second.append($0) })
        source.onNext(2)
        #expect(subscriptions == 1)
        #expect(first == [1, 2])
        #expect(second == [1, 2])
        a.dispose()
        b.dispose()
        // With nobody left, the shared subscription ended: the next drive starts over.
        let c = driver.drive()
        #expect(subscriptions == 2)
        c.dispose()
    }

    @Test("A Signal shares but does not replay")
    func signalDoesNotReplay() {
        let source = PublishSubject<Int>()
        let signal = source.asSignal(onErrorJustReturn: -1)
        var first: [Int] = []
        var second: [Int] = []
        let a = signal.emit(onNext: { first.append($0) })
        source.onNext(1)
        let b = signal.emit(onNext: { second.append($0) })
        source.onNext(2)
        a.dispose()
        b.dispose()
        #expect(first == [1, 2])
        #expect(second == [2])
    }

    @Test("drive and emit into relays and observers")
    func driveIntoRelays() {
        let relay = BehaviorRelay<Int>(value: 0)
        let published = PublishRelay<Int>()
        var heard: [Int] = []
        let listening = published.subscribe(onNext: { heard.append($0) })
        let subject = PublishSubject<Int>()
        var observed: [String] = []
        let observer = AnyObserver<Int?> { observed.append("\($0)") }
        let d1 = subject.asDriver(onErrorJustReturn: 0).drive(relay)
        let d2 = subject.asSignal(onErrorJustReturn: 0).emit(to: published)
        let d3 = subject.asDriver(onErrorJustReturn: 0).drive(observer)
        subject.onNext(5)
        #expect(relay.value == 5)
        #expect(heard == [5])
        #expect(observed == ["next(Optional(5))"])
        [d1, d2, d3, listening].forEach { $0.dispose() }
    }

    @Test("Driver operators keep it a Driver: map, filter, distinctUntilChanged")
    func operators() {
        let subject = PublishSubject<Int>()
        var lines: [String] = []
        let subscription = subject.asDriver(onErrorJustReturn: 0)
            .filter { $0 > 0 }
            .distinctUntilChanged()
            .map { "value \($0)" }
            .drive(onNext: { lines.append($0) })
        for value in [1, 1, -1, 2] { subject.onNext(value) }
        subscription.dispose()
        #expect(lines == ["value 1", "value 2"])
    }
}
