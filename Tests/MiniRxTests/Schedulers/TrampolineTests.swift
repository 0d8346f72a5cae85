@testable import MiniRx
import Testing

/// The CurrentThreadScheduler's queue and the recursive steps that sources such as `range` put
/// in it, one queued item per step as in RxSwift: their order, and their cancelling.
@Suite("CurrentThreadScheduler: the trampoline queue", .serialized)
struct TrampolineTests {
    /// Runs `body` as the trampoline's first piece of work.
    private func onTrampoline(_ body: @escaping () -> Void) {
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            body()
            return Disposables.create()
        }
    }

    @Test("recursive steps and plain items run in the order they were scheduled")
    func stepsAndItemsShareOneQueue() {
        var lines: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        onTrampoline {
            _ = scheduler.scheduleRecursive(0) { step, recurse in
                lines.append("A\(step)")
                if step < 2 { recurse(step + 1) }
            }
            _ = scheduler.schedule(()) { _ in
                lines.append("X")
                return Disposables.create()
            }
            _ = scheduler.scheduleRecursive(0) { step, recurse in
                lines.append("B\(step)")
                if step < 1 { recurse(step + 1) }
            }
            lines.append("first work ends")
        }
        #expect(lines == ["first work ends", "A0", "X", "B0", "A1", "B1", "A2"])
    }

    @Test("outside the trampoline the first step runs at once and the rest follow in turn")
    func firstStepRunsAtOnce() {
        var lines: [String] = []
        let disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { step, recurse in
            lines.append("step \(step) starts")
            if step < 2 { recurse(step + 1) }
            lines.append("step \(step) ends")
        }
        lines.append("returned")
        disposable.dispose()
        #expect(
            lines == [
                "step 0 starts", "step 0 ends", "step 1 starts", "step 1 ends", "step 2 starts",
                "step 2 ends", "returned",
            ])
    }

    @Test("an action that recurses twice gets both steps, in order, as in RxSwift")
    func twoRecursionsInOneStep() {
        var lines: [String] = []
        onTrampoline {
            _ = CurrentThreadScheduler.instance.scheduleRecursive("root") { name, recurse in
                lines.append(name)
                if name.split(separator: ".").count < 3 {
                    recurse(name + ".a")
                    recurse(name + ".b")
                }
            }
        }
        #expect(
            lines == [
                "root", "root.a", "root.b", "root.a.a", "root.a.b", "root.b.a", "root.b.b",
            ])
    }

    @Test("disposing the recursion drops its waiting steps; other work still runs")
    func disposingDropsWaitingSteps() {
        var lines: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        onTrampoline {
            var recursion: Disposable?
            recursion = scheduler.scheduleRecursive(0) { step, recurse in
                lines.append("step \(step)")
                recurse(step + 1)
            }
            _ = scheduler.schedule(()) { _ in
                lines.append("dispose")
                recursion?.dispose()
                return Disposables.create()
            }
        }
        #expect(lines == ["step 0", "dispose"])
    }

    @Test("a queued item disposed before it runs never runs; disposed while running, its result is disposed")
    func queuedItemDisposal() {
        var lines: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        onTrampoline {
            let skipped = scheduler.schedule(()) { _ in
                lines.append("skipped ran")
                return Disposables.create()
            }
            skipped.dispose()
            var selfDisposing: Disposable?
            selfDisposing = scheduler.schedule(()) { _ in
                lines.append("runs and disposes itself")
                selfDisposing?.dispose()
                return Disposables.create { lines.append("its result disposed") }
            }
            let later = scheduler.schedule(()) { _ in
                lines.append("later ran")
                return Disposables.create { lines.append("later's result disposed") }
            }
            _ = scheduler.schedule(()) { _ in
                later.dispose()
                return Disposables.create()
            }
        }
        #expect(
            lines == [
                "runs and disposes itself", "its result disposed", "later ran",
                "later's result disposed",
            ])
    }

    @Test("range gives up its turn after every element, so two ranges interleave")
    func rangesInterleave() {
        var lines: [String] = []
        let liveBefore = Resources.total
        onTrampoline {
            _ = Observable.range(start: 1, count: 3).subscribe(onNext: { lines.append("a\($0)") })
            _ = Observable.range(start: 1, count: 2).subscribe(
                onNext: { lines.append("b\($0)") }, onCompleted: { lines.append("b done") })
        }
        #expect(lines == ["a1", "b1", "a2", "b2", "a3", "b done"])
        // Both subscriptions ended by completing: nothing they made is still alive.
        #expect(Resources.total == liveBefore)
    }
}
