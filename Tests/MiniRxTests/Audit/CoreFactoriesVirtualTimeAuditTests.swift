import MiniRx
import MiniRxTest
import Testing

// The factories on a TestScheduler, as RxSwift's own tests drive them (Observable+GenerateTests,
// +RangeTests, +JustTests, +SequenceTests, +UsingTests): every scheduled
// step takes one tick (simulateProcessingDelay), so a subscription at 200 sees the first
// element at 201.

private enum VirtualError: Error { case boom }

/// A concrete resource type: `using` needs one (an existential `Cancelable` does not conform
/// to `Disposable`, in RxSwift as here).
private final class ClockResource: Disposable {
    let onDispose: () -> Void
    init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}

@Suite("Audit: factories on virtual time", .serialized)
struct CoreFactoriesVirtualTimeAuditTests {
    @Test("generate: one element per tick, completed on the tick after the last")
    func generateTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(
            res.events == [
                .next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205),
            ])
    }

    @Test("generate: a throwing condition errors on its tick; disposing stops the steps")
    func generateThrowAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { (x: Int) throws -> Bool in
                    if x == 2 { throw VirtualError.boom }
                    return true
                }, scheduler: scheduler
            ) { $0 + 1 }
        }
        #expect(failing.events == [.next(201, 0), .next(202, 1), .error(203, VirtualError.boom)])

        let disposed = TestScheduler(initialClock: 0)
        let cut = disposed.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: disposed) { $0 + 1 }
        }
        #expect(cut.events == [.next(201, 0), .next(202, 1)])
    }

    @Test("range, of, just and from(optional:) on a scheduler: one step per tick")
    func scheduledFactories() {
        let scheduler = TestScheduler(initialClock: 0)
        let range = scheduler.start { Observable.range(start: -10, count: 3, scheduler: scheduler) }
        #expect(range.events == [.next(201, -10), .next(202, -9), .next(203, -8), .completed(204)])

        let ofScheduler = TestScheduler(initialClock: 0)
        let of = ofScheduler.start { Observable.of("a", "b", scheduler: ofScheduler) }
        #expect(of.events == [.next(201, "a"), .next(202, "b"), .completed(203)])

        let justScheduler = TestScheduler(initialClock: 0)
        let just = justScheduler.start { Observable.just(42, scheduler: justScheduler) }
        #expect(just.events == [.next(201, 42), .completed(202)])

        let optionalScheduler = TestScheduler(initialClock: 0)
        let none = optionalScheduler.start {
            Observable<Int>.from(optional: nil, scheduler: optionalScheduler)
        }
        #expect(none.events == [.completed(201)])
    }

    @Test("repeatElement on a scheduler repeats every tick until disposed")
    func repeatTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement(7, scheduler: scheduler) }
        #expect(res.events == [.next(201, 7), .next(202, 7), .next(203, 7)])
    }

    @Test("using with a cold source: the resource is disposed when the sequence completes")
    func usingVirtual() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let res = scheduler.start {
            Observable<Int>.using(
                { ClockResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() })
        }
        #expect(res.events == [.next(300, 1), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(disposedAt == [400])
    }
}
