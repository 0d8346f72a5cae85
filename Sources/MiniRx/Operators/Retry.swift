extension ObservableType {
    /// Subscribes to the source again each time it fails, until it completes.
    /// **This may never end** if the source always fails.
    public func retry() -> Observable<Element> {
        CatchSequence(sources: InfiniteSequence(repeatedValue: asObservable()))
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all while it fails; after the
    /// last failure its error is sent. To retry once after a failure, use `retry(2)`.
    /// `retry(0)` never subscribes and completes at once.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount))
    }
}

/// The same value, forever (what `retry()` walks through).
struct InfiniteSequence<Element>: Sequence, IteratorProtocol {
    private let repeatedValue: Element

    init(repeatedValue: Element) {
        self.repeatedValue = repeatedValue
    }

    func next() -> Element? { repeatedValue }
}

// MARK: - Walking through a sequence of observables while they fail

/// Subscribes to the observables of `sources` one after another while they fail. Shared by
/// `retry` and `Observable.catch(_ sequence:)`.
final class CatchSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element.Element>
where Sequence.Element: ObservableConvertibleType {
    typealias Element = Sequence.Element.Element
    let sources: Sequence

    init(sources: Sequence) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = CatchSequenceSink<Sequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(sources.makeIterator())
        return (sink: sink, subscription: subscription)
    }
}

/// RxSwift builds this on its `TailRecursiveSink`; MiniRx keeps just the part `retry` needs.
///
/// The point is the *gate*: a source that fails during its own subscribe asks for the next
/// attempt while the current attempt is still on the stack. Instead of subscribing again from
/// inside (recursion that would grow with every attempt), the request waits in a queue and runs
/// when the current step returns. So `retry` loops, synchronously, with a flat stack.
final private class CatchSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element

    private enum Command {
        case moveNext
        case dispose
    }

    private var iterator: Sequence.Iterator?
    private var lastError: Swift.Error?
    /// The subscription to the current attempt; setting the next one disposes the last.
    private let subscription = SerialDisposable()

    // The gate: commands that arrive while one is running wait here.
    private var isExecuting = false
    private var isGateClosed = false
    private var pendingCommands: [Command] = []

    func run(_ iterator: Sequence.Iterator) -> Disposable {
        self.iterator = iterator
        schedule(.moveNext)
        return subscription
    }

    private func schedule(_ command: Command) {
        if isGateClosed { return }
        if isExecuting {
            pendingCommands.append(command)
            return
        }
        isExecuting = true
        perform(command)
        while !isGateClosed, !pendingCommands.isEmpty {
            perform(pendingCommands.removeFirst())
        }
        isExecuting = false
    }

    private func perform(_ command: Command) {
        switch command {
        case .moveNext: moveNext()
        case .dispose: iterator = nil
        }
    }

    private func moveNext() {
        if isDisposed { return }
        guard let next = iterator?.next() else {
            done()
            return
        }
        let attempt = SingleAssignmentDisposable()
        subscription.disposable = attempt
        attempt.setDisposable(next.asObservable().subscribe(self))
    }

    /// The sequence ran out: every observable failed (send the last error), or there were none.
    private func done() {
        if let lastError {
            forwardOn(.error(lastError))
        } else {
            forwardOn(.completed)
        }
        dispose()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            schedule(.moveNext)
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    override func dispose() {
        super.dispose()
        subscription.dispose()
        isGateClosed = true
        pendingCommands.removeAll()
        perform(.dispose)
    }
}
