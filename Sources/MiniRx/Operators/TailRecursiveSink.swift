/// The most iterators any `TailRecursiveSink` has held after opening a nested sequence in place,
/// since this was last set to 0. RxSwift's tests read it to prove that nested concats are walked
/// in a loop: a finished iterator is dropped, so a chain of them keeps one. (RxSwift has it in
/// debug and `TRACE_RESOURCES` builds; MiniRx, which always counts resources, always has it.)
nonisolated(unsafe) public var maxTailRecursiveSinkStackSize = 0  // single-threaded by design

/// The base of the sinks that subscribe to the observables of a sequence one at a time:
/// `concat`, `catch(sequence)`, `retry` (RxSwift's `TailRecursiveSink`).
///
/// Why it exists: a synchronous source completes (or fails) during its own subscribe. Subscribing
/// the next source from inside that call would recurse, one level per source. Instead the request
/// waits in the gate and runs when the current step returns, so the sources are walked in a loop
/// with a flat stack. A nested sequence of the same kind is not subscribed: `extract` opens it
/// and its sources are walked in place.
class TailRecursiveSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer>
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element
    /// An iterator and how many elements it has left, when known.
    typealias SequenceGenerator = (iterator: Sequence.Iterator, remaining: Int?)

    /// The iterators still to walk, innermost (a nested sequence's) last.
    private var generators: [SequenceGenerator] = []
    /// The subscription to the current observable; setting the next one disposes the last.
    private let subscription = SerialDisposable()

    // One move runs at a time; a move asked for meanwhile waits its turn. (RxSwift's gate also
    // takes a `dispose` command, but issues it after disposing the gate, so it never runs; here
    // `dispose()` only disposes the gate.)
    private let gate = AsyncLock<Void>()

    func run(_ sources: SequenceGenerator) -> Disposable {
        generators.append(sources)
        scheduleMoveNext()
        return subscription
    }

    /// Subscribes to the next source: now, or when the move already running returns.
    final func scheduleMoveNext() {
        gate.invoke((), with: { moveNext() })
    }

    /// The sequence ran out.
    func done() {
        forwardOn(.completed)
        dispose()
    }

    /// The iterator of `observable`'s own sources, if it is a sequence this sink can walk in
    /// place instead of subscribing to it; nil otherwise.
    func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        nil
    }

    /// Subscribes to one observable of the sequence.
    func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        rxAbstractMethod("TailRecursiveSink.subscribeToNext")
    }

    private func moveNext() {
        var next: Observable<Element>?
        repeat {
            guard let (iterator, remaining) = generators.last else { break }
            if isDisposed { return }
            generators.removeLast()

            var rest = iterator
            guard let candidate = rest.next()?.asObservable() else { continue }
            // Keep the iterator only if it may have more: a known-finished one is dropped at
            // once, so an endless chain does not pile up finished iterators.
            if let remaining {
                if remaining > 1 {
                    generators.append((rest, remaining - 1))
                }
            } else {
                generators.append((rest, nil))
            }
            if let nested = extract(candidate) {
                generators.append(nested)
                maxTailRecursiveSinkStackSize = max(maxTailRecursiveSinkStackSize, generators.count)
            } else {
                next = candidate
            }
        } while next == nil

        guard let next else {
            done()
            return
        }
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(subscribeToNext(next))
    }

    override func dispose() {
        super.dispose()
        subscription.dispose()
        // Drops a waiting move and turns away later ones. The iterators left go with
        // the sink.
        gate.dispose()
    }
}
