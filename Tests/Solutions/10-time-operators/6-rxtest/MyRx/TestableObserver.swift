// Stage 10.6 writes this file. An observer that writes down every event it gets, with the time.

import MyRx

/// Records every event it receives with the scheduler's clock. It holds no grammar: what
/// arrives after a stop event is recorded too, so a test sees a sequence that breaks the rules.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// Everything received, in order, each with the tick it came at.
    public private(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
