extension ObservableType {
    /// Prints what happens to each subscription: `subscribed`, every event, and `isDisposed`.
    /// Each line reads `identifier -> what happened`; without an identifier it is the caller's
    /// file, line and function.
    ///
    ///     Observable.of(1, 2).debug("numbers").subscribe()
    ///     // numbers -> subscribed
    ///     // numbers -> Event next(1)
    ///     // numbers -> Event next(2)
    ///     // numbers -> Event completed
    ///     // numbers -> isDisposed
    ///
    /// RxSwift starts each line with the wall-clock time (`2026-11-21 10:00:00.000: numbers -> …`).
    /// MiniRx leaves the time out, so a program prints the same lines on every run; the rest of
    /// each line is RxSwift's. With `trimOutput`, an event longer than 40 characters keeps its
    /// first and last 20, joined by `...`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
        line: UInt = #line, function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last ?? ""):\(line) (\(function))"
        return Debug(source: asObservable(), identifier: name, trimOutput: trimOutput)
    }
}

final private class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private static var longestUntrimmedEvent: Int { 40 }

    private let identifier: String
    private let trimOutput: Bool

    init(identifier: String, trimOutput: Bool, observer: Observer, cancel: Cancelable) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(observer: observer, cancel: cancel)
        log("subscribed")
    }

    func on(_ event: Event<Element>) {
        var text = "\(event)"
        if trimOutput && text.count > Self.longestUntrimmedEvent {
            let half = Self.longestUntrimmedEvent / 2
            text = "\(text.prefix(half))...\(text.suffix(half))"
        }
        log("Event \(text)")
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    override func dispose() {
        // Only the first dispose is news; later ones change nothing.
        if !isDisposed {
            log("isDisposed")
        }
        super.dispose()
    }

    private func log(_ content: String) {
        print("\(identifier) -> \(content)")
    }
}

final private class Debug<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let identifier: String
    private let trimOutput: Bool

    init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DebugSink(
            identifier: identifier, trimOutput: trimOutput, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
