// The story's three view models, one per step. Each one's `request` stands for a network call
// that answers `responseDelay` seconds later on the given clock.

/// Step 1: one request, one success callback.
public final class CallbackViewModel {
    public let clock: VirtualClock
    public let responseDelay: Int

    public init(clock: VirtualClock, responseDelay: Int = 2) {
        self.clock = clock
        self.responseDelay = responseDelay
    }

    /// Every caller who needs the data must send its own request.
    public func request(_ success: @escaping (String) -> Void) {
        clock.schedule(after: responseDelay) {
            success("the data")
        }
    }
}

/// Step 2: one request, several handler variables. The view model must know every handler.
public final class HandlerViewModel {
    public let clock: VirtualClock
    public let responseDelay: Int

    public var dataHandler1: ((String) -> Void)?
    public var dataHandler2: ((String) -> Void)?
    public var dataHandler3: ((String) -> Void)?

    public init(clock: VirtualClock, responseDelay: Int = 2) {
        self.clock = clock
        self.responseDelay = responseDelay
    }

    /// Calls each handler that is set, in a fixed order; a fourth handler means a new variable here.
    public func request() {
        clock.schedule(after: responseDelay) { [self] in
            dataHandler1?("the data")
            dataHandler2?("the data")
            dataHandler3?("the data")
        }
    }
}

/// Step 3: one request, one subject. The view model sends into the subject and knows nothing
/// about who listens.
public final class SubjectViewModel {
    public let clock: VirtualClock
    public let responseDelay: Int
    public let testSubject = TestSubject<String>()

    public init(clock: VirtualClock, responseDelay: Int = 2) {
        self.clock = clock
        self.responseDelay = responseDelay
    }

    public func request() {
        clock.schedule(after: responseDelay) { [self] in
            testSubject.on(.next("the data"))
        }
    }
}
