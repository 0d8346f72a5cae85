import Foundation
@testable import MiniRx
import Testing

/// `advance(to:)` with dates at and beyond the ends of the main loop's clock, which counts
/// Int64 nanoseconds from 1970 (about 292 years either way).
@Suite("MainScheduler.advance(to:) at the ends of the clock", .serialized)
struct MainSchedulerAdvanceTests {
    init() {
        MainScheduler.resetMainLoop()
    }

    /// Queues a timer due `seconds` from now that reports to `record`.
    private func timer(in seconds: Int, record: @escaping (String) -> Void) -> Disposable {
        MainScheduler.instance.scheduleRelative((), dueTime: .seconds(seconds)) { _ in
            record("timer at \(MainScheduler.instance.elapsed)s")
            return Disposables.create()
        }
    }

    @Test("an earlier time, even .distantPast, leaves the clock where it is and runs nothing")
    func distantPastLeavesTheClock() {
        var lines: [String] = []
        MainScheduler.instance.advance(by: .seconds(5))
        let pending = timer(in: 1) { lines.append($0) }
        MainScheduler.instance.advance(to: Date(timeIntervalSince1970: 2))
        #expect(MainScheduler.instance.elapsed == 5)
        MainScheduler.instance.advance(to: .distantPast)
        #expect(MainScheduler.instance.elapsed == 5)
        #expect(lines.isEmpty)
        pending.dispose()
    }

    @Test(".distantFuture runs every timer and leaves the clock at its last instant")
    func distantFutureRunsEverything() {
        var lines: [String] = []
        _ = timer(in: 1) { lines.append($0) }
        _ = timer(in: 3_000) { lines.append($0) }
        MainScheduler.instance.advance(to: .distantFuture)
        #expect(lines == ["timer at 1.0s", "timer at 3000.0s"])
        #expect(MainScheduler.instance.elapsed == TimeInterval(Int64.max) / 1e9)
        #expect(!MainScheduler.instance.hasPendingWork)
    }

    @Test("a date inside the clock's range is reached exactly, however far off")
    func farDateInsideTheRange() {
        // 9.1e9 seconds (about 288 years) is within Int64 nanoseconds: no rounding to the end.
        MainScheduler.instance.advance(to: Date(timeIntervalSince1970: 9.1e9))
        #expect(MainScheduler.instance.elapsed == 9.1e9)
    }
}
