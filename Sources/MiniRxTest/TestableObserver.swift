import MiniRx

/// An observer that records every event it receives, stamped with the scheduler's clock.
/// It enforces no grammar: whatever arrives is recorded, so a test can see a broken sequence.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// Everything received so far, in order.
    public private(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
