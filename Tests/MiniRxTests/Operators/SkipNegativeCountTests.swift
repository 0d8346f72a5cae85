import MiniRx
import Testing

@Suite("skip with a negative count", .serialized)
struct SkipNegativeCountTests {
    @Test("A negative count skips nothing, as in RxSwift 6 (no precondition there)")
    func negativeCountSkipsNothing() {
        let log = EventLog()
        record(Observable.of(1, 2, 3).skip(-2), into: log)
        #expect(log.lines == ["next(1)", "next(2)", "next(3)", "completed"])
    }
}
