@testable import MiniRx
import Testing

/// RxSwift's AsyncLock, the gate behind concat, retry and catch: one command at a time, the
/// others wait their turn.
@Suite("AsyncLock")
struct AsyncLockTests {
    @Test("a command issued while one runs waits until that one has returned")
    func reentrantCommandWaits() {
        let gate = AsyncLock<Int>()
        var log: [String] = []
        func perform(_ command: Int) {
            log.append("start \(command)")
            if command == 1 {
                gate.invoke(2, with: perform)
                gate.invoke(3, with: perform)
            }
            if command == 2 { gate.invoke(4, with: perform) }
            log.append("end \(command)")
        }
        gate.invoke(1, with: perform)
        #expect(log == [
            "start 1", "end 1", "start 2", "end 2", "start 3", "end 3", "start 4", "end 4",
        ])
    }

    @Test("once the lock is idle again, the next command runs at once")
    func idleLockRunsAtOnce() {
        let gate = AsyncLock<Int>()
        var ran: [Int] = []
        gate.invoke(1) { ran.append($0) }
        #expect(ran == [1])
        gate.invoke(2) { ran.append($0) }
        #expect(ran == [1, 2])
    }

    @Test("disposing drops the commands waiting and turns away later ones")
    func disposeDropsWaitingAndLaterCommands() {
        let gate = AsyncLock<Int>()
        var ran: [Int] = []
        func perform(_ command: Int) {
            ran.append(command)
            if command == 1 {
                gate.invoke(2, with: perform)
                gate.dispose()
                gate.invoke(3, with: perform)
            }
        }
        gate.invoke(1, with: perform)
        gate.invoke(4, with: perform)
        #expect(ran == [1])
    }
}
