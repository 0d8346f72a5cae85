// Stage 10.6 writes this file. RxTest's scheduler: your VirtualTimeScheduler counting whole ticks,
// which makes test observables and recording observers, and runs a test in one call.

import MyRx

/// A virtual clock for tests, in `Int` ticks (one tick is `resolution` seconds, 1 by default).
/// Work for "now" or the past runs one tick later, as if processing took time.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The times `start` uses when none are given.
    public enum Defaults {
        /// When the sequence under test is made.
        public static let created = 100
        /// When it is subscribed to.
        public static let subscribed = 200
        /// When that subscription is disposed.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// - parameter initialClock: the clock's first reading.
    /// - parameter resolution: seconds per tick.
    /// - parameter simulateProcessingDelay: when true, work scheduled for now or the past runs
    ///   at `clock + 1`; when false, at `clock`.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable of `events`: each goes out at its own time to whoever is subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable of `events`: each subscriber gets them all, each time counted from its
    /// subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records what it gets with the clock's time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` when the clock reaches `time`: that very tick, never adjusted.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        // TODO(10.6)
    }

    /// Work scheduled through `schedule` or `scheduleRelative` for now or the past runs one tick
    /// later (at the clock itself without `simulateProcessingDelay`); later work at its time.
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        // TODO(10.6)
        time
    }

    /// Makes the sequence with `create` at `created`, subscribes a recording observer to it at
    /// `subscribed`, disposes that subscription at `disposed`, runs the clock until nothing is
    /// left, and returns the observer with what it recorded.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        // TODO(10.6): three pieces of work at their times, then run the clock.
        createObserver(Element.self)
    }

    /// `start(created:subscribed:disposed:create:)`, made at 100 and subscribed at 200.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        // TODO(10.6)
        createObserver(Element.self)
    }

    /// `start(created:subscribed:disposed:create:)` at 100, 200 and 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        // TODO(10.6)
        createObserver(Element.self)
    }
}
