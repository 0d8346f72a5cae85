import MiniRx

extension TestScheduler {
    /// A hot observable from a marble line (syntax: see `Marbles`): frame 0 is time 0, or the
    /// frame of `^` is `Defaults.subscribed` (200). Each frame is `scale` ticks.
    ///
    ///     let xs = scheduler.createHotObservable(marbles: "-a-^-b-|", values: ["a": 1, "b": 2])
    ///     // next(1) @ 180, next(2) @ 220, completed @ 240
    public func createHotObservable<Element>(
        marbles: String, values: [Character: Element],
        error: Swift.Error = MarbleError("error"), scale: TestTime = 10
    ) -> TestableObservable<Element> {
        let origin = marbles.contains("^") ? Defaults.subscribed : 0
        return createHotObservable(
            Self.marbleEvents {
                try Marbles.events(marbles, values: values, error: error, scale: scale, origin: origin)
            })
    }

    /// `createHotObservable(marbles:values:error:scale:)` where each symbol is its own value.
    public func createHotObservable(
        marbles: String, error: Swift.Error = MarbleError("error"), scale: TestTime = 10
    ) -> TestableObservable<String> {
        let origin = marbles.contains("^") ? Defaults.subscribed : 0
        return createHotObservable(
            Self.marbleEvents {
                try Marbles.events(marbles, error: error, scale: scale, origin: origin)
            })
    }

    /// A cold observable from a marble line: frame 0 is the moment of subscription, each frame
    /// `scale` ticks after the one before. `^` has no place in a cold line.
    ///
    ///     let ys = scheduler.createColdObservable(marbles: "--a--|", values: ["a": 1])
    ///     // each subscriber: next(1) 20 ticks after subscribing, completed 50 ticks after
    public func createColdObservable<Element>(
        marbles: String, values: [Character: Element],
        error: Swift.Error = MarbleError("error"), scale: TestTime = 10
    ) -> TestableObservable<Element> {
        Self.rejectSubscriptionMarks(in: marbles)
        return createColdObservable(
            Self.marbleEvents {
                try Marbles.events(marbles, values: values, error: error, scale: scale)
            })
    }

    /// `createColdObservable(marbles:values:error:scale:)` where each symbol is its own value.
    public func createColdObservable(
        marbles: String, error: Swift.Error = MarbleError("error"), scale: TestTime = 10
    ) -> TestableObservable<String> {
        Self.rejectSubscriptionMarks(in: marbles)
        return createColdObservable(
            Self.marbleEvents { try Marbles.events(marbles, error: error, scale: scale) })
    }

    // Marbles in a test are written by hand: a mistake stops the test with what is wrong.
    private static func marbleEvents<Element>(
        _ parse: () throws -> [Recorded<Event<Element>>]
    ) -> [Recorded<Event<Element>>] {
        do {
            return try parse()
        } catch {
            fatalError("\(error)")
        }
    }

    private static func rejectSubscriptionMarks(in marbles: String) {
        if let index = marbles.firstIndex(where: { $0 == "^" || $0 == "!" }) {
            let column = marbles.distance(from: marbles.startIndex, to: index) + 1
            let error = MarbleSyntaxError(
                "a cold line has no `^` or `!` (its frame 0 is the subscription)", in: marbles,
                column: column)
            fatalError("\(error)")
        }
    }
}
