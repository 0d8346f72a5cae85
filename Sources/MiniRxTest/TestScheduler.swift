import Foundation
import MiniRx

/// A point on a `TestScheduler`'s clock, in ticks.
public typealias TestTime = Int

/// A virtual time scheduler for tests, counting in `Int` ticks. Programs schedule work at
/// ticks (`scheduleAt`), then `start()` runs it in order, moving the clock as it goes.
///
/// With the default `resolution` of 1.0, one tick is one second, so `.seconds(10)` given to a
/// time operator is 10 ticks. With `simulateProcessingDelay` (the default), work scheduled
/// through the scheduler for "now" or the past runs one tick later (`now + 1`), as if
/// processing took time; `scheduleAt` is never adjusted.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The times `start(_:)` uses when none are given.
    public struct Defaults {
        /// When the observable under test is created.
        public static let created = 100
        /// When it is subscribed to.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// - parameter initialClock: The clock's first value.
    /// - parameter resolution: Seconds per tick: real time = ticks × resolution.
    /// - parameter simulateProcessingDelay: When true, work scheduled (relatively) for now or
    ///   earlier runs at `now + 1`.
    public init(
        initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
    ) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(
            initialClock: initialClock,
            converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable that sends `events` at their absolute times, whether or not anyone is
    /// subscribed, and logs subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
        -> TestableObservable<Element>
    {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` to each subscriber, their times counted from the
    /// moment of that subscription, and logs subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
        -> TestableObservable<Element>
    {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event it receives with the clock's time.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` when the clock reaches `time` (exactly `time`: not adjusted).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Work scheduled for now or the past runs at `clock + 1` when simulating processing
    /// delay, at `clock` otherwise.
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the sequence with `create` at `created`, subscribes a recording observer at
    /// `subscribed`, disposes that subscription at `disposed`, runs the scheduler, and returns
    /// the observer with everything it recorded.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)

        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source!.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription!.dispose()
            return Disposables.create()
        }

        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with the default creation (100) and
    /// subscription (200) times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
            create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with the default times: 100, 200, 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed,
            disposed: Defaults.disposed, create: create)
    }
}

extension TestScheduler {
    @available(*, deprecated, renamed: "start(created:subscribed:disposed:create:)")
    public func start<Element>(
        _ created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(created: created, subscribed: subscribed, disposed: disposed, create: create)
    }

    @available(*, deprecated, renamed: "start(disposed:create:)")
    public func start<Element>(
        _ disposed: TestTime, create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        start(disposed: disposed, create: create)
    }
}
