@testable import MiniRx
import Testing

/// The gate behind concat, retry and catch: one command at a time, the others wait their turn.
@Suite("SerialCommandGate")
struct SerialCommandGateTests {
    @Test("a command issued while one runs waits until that one has returned")
    func reentrantCommandWaits() {
        let gate = SerialCommandGate<Int>()
        var log: [String] = []
        func perform(_ command: Int) {
            log.append("start \(command)")
            if command == 1 {
                gate.run(2, with: perform)
                gate.run(3, with: perform)
            }
            if command == 2 { gate.run(4, with: perform) }
            log.append("end \(command)")
        }
        gate.run(1, with: perform)
        #expect(log == [
            "start 1", "end 1", "start 2", "end 2", "start 3", "end 3", "start 4", "end 4",
        ])
    }

    @Test("once the gate is idle again, the next command runs at once")
    func idleGateRunsAtOnce() {
        let gate = SerialCommandGate<Int>()
        var ran: [Int] = []
        gate.run(1) { ran.append($0) }
        #expect(ran == [1])
        gate.run(2) { ran.append($0) }
        #expect(ran == [1, 2])
    }

    @Test("closing drops the commands waiting and turns away later ones")
    func closeDropsWaitingAndLaterCommands() {
        let gate = SerialCommandGate<Int>()
        var ran: [Int] = []
        func perform(_ command: Int) {
            ran.append(command)
            if command == 1 {
                gate.run(2, with: perform)
                gate.close()
                gate.run(3, with: perform)
            }
        }
        gate.run(1, with: perform)
        gate.run(4, with: perform)
        #expect(ran == [1])
    }
}
