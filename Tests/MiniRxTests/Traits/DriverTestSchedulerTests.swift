import MiniRx
import MiniRxTest
import Testing

private struct RequestFailed: Error, CustomStringConvertible {
    var description: String { "request failed" }
}

// Part of the serialized "Driver and Signal" suite: `SharingScheduler.mock` swaps a global, so
// these must not run beside the other Driver tests.
extension SharedSequenceTests {
    @Test("With SharingScheduler mocked, a Driver delivers on the test scheduler and recovers")
    func mockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .error(230, RequestFailed()),
            ])
            observer = scheduler.start { source.asDriver(onErrorJustReturn: -1) }
        }
        // observe(on:) hands each event to the test scheduler, which runs it one tick later.
        #expect(observer?.events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
    }

    @Test("Driver.just and Driver.empty subscribe on the sharing scheduler")
    func factories() {
        let scheduler = TestScheduler(initialClock: 0)
        var just: TestableObserver<Int>?
        var empty: TestableObserver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            just = scheduler.start { Driver.just(7) }
        }
        let second = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: second) {
            empty = second.start { Driver<Int>.empty() }
        }
        #expect(just?.events == [.next(201, 7), .completed(201)])
        #expect(empty?.events == [.completed(201)])
    }
}
