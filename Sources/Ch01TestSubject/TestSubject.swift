/// A list of handlers with one entry point: the first sketch of an Rx subject.
///
/// The producer of data (a view model) calls `on`; it no longer needs to know how many handlers
/// there are or what each does. The consumers (a view controller) call `subscribe`.
/// RxSwift's `PublishSubject` is the grown-up version.
public final class TestSubject<Element> {
    /// A handler is now called an observer: a closure that receives events.
    public typealias Observer = (TestEvent<Element>) -> Void

    /// Every observer subscribed since the last `dispose`, in subscription order.
    public private(set) var observers: [Observer] = []

    public init() {}

    /// An event happened: every observer receives it.
    public func on(_ event: TestEvent<Element>) {
        // `observers` is an array, a value: this loop walks a copy, so an observer added while
        // dispatching waits for the next event.
        for observer in observers {
            observer(event)
        }
    }

    /// Adds an observer; it receives the events sent from now on (none from the past).
    public func subscribe(_ observer: @escaping Observer) {
        observers.append(observer)
    }

    /// Forgets every observer. The subject stays usable: observers added later receive events.
    /// (From chapter 4 on, `subscribe` returns one `Disposable` per subscription instead, and
    /// chapter 5's `DisposeBag` collects them.)
    public func dispose() {
        observers.removeAll()
    }
}
