import Testing
@testable import Ch01TestSubject

@Suite("VirtualClock: time moves only when told")
struct VirtualClockTests {
    @Test("Nothing runs until the clock reaches the due time")
    func nothingBeforeDueTime() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: 2) { log.append("ran at \(clock.now)") }
        #expect(log == [])
        clock.advance(by: 1)
        #expect(log == [])
        #expect(clock.now == 1)
        clock.advance(by: 1)
        #expect(log == ["ran at 2"])
        #expect(clock.pendingCount == 0)
    }

    @Test("Actions run in due-time order, each at its own time, ties in scheduling order")
    func dueTimeOrder() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: 3) { log.append("c@\(clock.now)") }
        clock.schedule(after: 1) { log.append("a@\(clock.now)") }
        clock.schedule(after: 3) { log.append("d@\(clock.now)") }
        clock.schedule(after: 2) { log.append("b@\(clock.now)") }
        clock.advance(by: 10)
        #expect(log == ["a@1", "b@2", "c@3", "d@3"])
        #expect(clock.now == 10)
    }

    @Test("Work scheduled while advancing runs in the same advance if it falls due")
    func scheduledWhileAdvancing() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: 1) {
            log.append("first@\(clock.now)")
            clock.schedule(after: 1) { log.append("second@\(clock.now)") }
            clock.schedule(after: 5) { log.append("late@\(clock.now)") }
        }
        clock.advance(by: 3)
        #expect(log == ["first@1", "second@2"])
        #expect(clock.pendingCount == 1)
        clock.advance(by: 3)
        #expect(log == ["first@1", "second@2", "late@6"])
    }

    @Test("A zero delay waits for the next advance; advance(by: 0) runs it")
    func zeroDelay() {
        let clock = VirtualClock()
        var ran = false
        clock.schedule(after: 0) { ran = true }
        #expect(!ran)
        clock.advance(by: 0)
        #expect(ran)
    }

    @Test("Time cannot go backwards")
    func negativeAdvanceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            VirtualClock().advance(by: -1)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("VirtualClock.advance: time cannot go backwards"))
    }

    @Test("Work cannot be scheduled in the past")
    func negativeDelayStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            VirtualClock().schedule(after: -1) {}
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("VirtualClock.schedule: a delay cannot be negative"))
    }
}
