@testable import MiniRx
import MiniRxTest
import Testing

/// `scheduleRecursive` on schedulers other than the trampoline, where each step is real work
/// queued on the scheduler. An action may recurse more than once; every step it asks for must
/// run, as in RxSwift, which keeps all waiting steps in one group.
@Suite("scheduleRecursive on queueing schedulers", .serialized)
struct RecursiveSchedulingTests {
    init() {
        MainScheduler.resetMainLoop()
    }

    /// Step 0 asks for steps 1 and 2; they ask for nothing. Each step reports itself to `record`.
    private func recurseTwice(on scheduler: ImmediateSchedulerType, record: @escaping (Int) -> Void)
        -> Disposable
    {
        scheduler.scheduleRecursive(0) { step, recurse in
            record(step)
            if step == 0 {
                recurse(1)
                recurse(2)
            }
        }
    }

    @Test("MainScheduler.asyncInstance runs every step an action asked for")
    func asyncInstanceRunsBothSteps() {
        var steps: [Int] = []
        let recursion = recurseTwice(on: MainScheduler.asyncInstance) { steps.append($0) }
        MainScheduler.instance.runUntilIdle()
        recursion.dispose()
        #expect(steps == [0, 1, 2])
    }

    @Test("MainScheduler.instance runs the first step at once, then both queued steps")
    func instanceRunsBothSteps() {
        var steps: [Int] = []
        let recursion = recurseTwice(on: MainScheduler.instance) { steps.append($0) }
        #expect(steps == [0])
        MainScheduler.instance.runUntilIdle()
        recursion.dispose()
        #expect(steps == [0, 1, 2])
    }

    @Test("TestScheduler runs every step an action asked for")
    func testSchedulerRunsBothSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        var steps: [Int] = []
        let recursion = recurseTwice(on: scheduler) { steps.append($0) }
        scheduler.start()
        recursion.dispose()
        #expect(steps == [0, 1, 2])
    }

    @Test("disposing cancels every step still waiting")
    func disposeCancelsAllWaitingSteps() {
        var steps: [Int] = []
        // Step 0 runs at once and queues steps 1 and 2.
        let recursion = recurseTwice(on: MainScheduler.instance) { steps.append($0) }
        #expect(MainScheduler.instance.hasPendingWork)
        recursion.dispose()
        #expect(!MainScheduler.instance.hasPendingWork)
        MainScheduler.instance.runUntilIdle()
        #expect(steps == [0])
    }
}
