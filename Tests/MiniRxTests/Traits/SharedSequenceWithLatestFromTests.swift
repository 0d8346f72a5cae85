import MiniRx
import Testing

/// `withLatestFrom` between shared sequences. With a result selector, RxCocoa asks both sides to
/// share the same way (a Driver with a Driver, a Signal with a Signal); mixing them, as in
/// `driver.withLatestFrom(signal) { … }`, does not compile there, nor here.
@Suite("Driver and Signal withLatestFrom", .serialized)
struct SharedSequenceWithLatestFromTests {
    init() {
        // The main loop is global: start from an idle loop, where MainScheduler runs at once.
        MainScheduler.instance.runUntilIdle()
    }

    @Test("a Driver combines each element with the latest element of another Driver")
    func driverWithDriver() {
        let taps = PublishRelay<Int>()
        let name = BehaviorRelay(value: "a")
        var lines: [String] = []
        let subscription = taps.asDriver(onErrorJustReturn: 0)
            .withLatestFrom(name.asDriver()) { tap, name in "\(tap)\(name)" }
            .drive(onNext: { lines.append($0) })
        taps.accept(1)
        name.accept("b")
        taps.accept(2)
        subscription.dispose()
        #expect(lines == ["1a", "2b"])
    }

    @Test("a Signal combines each element with the latest element of another Signal")
    func signalWithSignal() {
        let taps = PublishRelay<Int>()
        let names = PublishRelay<String>()
        var lines: [String] = []
        let subscription = taps.asSignal()
            .withLatestFrom(names.asSignal()) { tap, name in "\(tap)\(name)" }
            .emit(onNext: { lines.append($0) })
        taps.accept(1)
        names.accept("a")
        taps.accept(2)
        subscription.dispose()
        #expect(lines == ["2a"])
    }
}
