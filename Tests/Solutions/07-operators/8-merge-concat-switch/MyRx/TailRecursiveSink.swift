// Stage 7.8 writes this file. The base of the sinks that subscribe to the observables of a
// sequence one at a time (`concat` here; RxSwift's `catch` and `retry` over a sequence too).

/// Subscribes to the observables of a sequence one at a time. A synchronous source completes
/// during its own subscribe; subscribing the next one from inside that call would nest one call
/// deeper for every source. So a move to the next source asked for while a move runs waits for
/// that move to return, and the sources are walked in a loop (RxSwift's `AsyncLock`, the gate).
class TailRecursiveSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer>
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element
    /// An iterator, and how many elements it has left when that is known.
    typealias SequenceGenerator = (iterator: Sequence.Iterator, remaining: Int?)

    /// The iterators still to walk; a nested sequence's goes last, and is walked first.
    private var generators: [SequenceGenerator] = []

    // The gate: is a move running, and is one waiting for it; once the sink is disposed, no
    // move runs any more.
    private var moving = false
    private var moveWaiting = false
    private var gateDisposed = false

    // The subscription to the current source. RxSwift keeps it in a SerialDisposable, which
    // stage 9.6 writes; until then this variable does its work: a new one disposes the one it
    // replaces.
    private var subscription: Disposable?

    func run(_ sources: SequenceGenerator) -> Disposable {
        generators.append(sources)
        scheduleMoveNext()
        // RxSwift returns its SerialDisposable. Here `dispose()` below ends the current
        // subscription: a SinkDisposer disposes its sink first.
        return Disposables.create()
    }

    /// Moves to the next source: now, or, if a move is running, once it returns.
    final func scheduleMoveNext() {
        if gateDisposed {
            return
        }
        if moving {
            moveWaiting = true
            return
        }
        moving = true
        moveNext()
        while moveWaiting && !gateDisposed {
            moveWaiting = false
            moveNext()
        }
        moving = false
    }

    /// The sequence ran out.
    func done() {
        forwardOn(.completed)
        dispose()
    }

    /// The iterator of `observable`'s own sources, if it is a sequence this sink walks in place
    /// instead of subscribing to it.
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
            // The iterator goes back only if it may have more: a finished one is dropped at once.
            if let remaining {
                if remaining > 1 {
                    generators.append((rest, remaining - 1))
                }
            } else {
                generators.append((rest, nil))
            }
            if let nested = extract(candidate) {
                generators.append(nested)
            } else {
                next = candidate
            }
        } while next == nil

        guard let next else {
            done()
            return
        }
        let current = SingleAssignmentDisposable()
        let previous = subscription
        subscription = current
        previous?.dispose()
        current.setDisposable(subscribeToNext(next))
    }

    override func dispose() {
        super.dispose()
        let current = subscription
        subscription = nil
        current?.dispose()
        // A waiting move is dropped, and later ones are turned away.
        gateDisposed = true
    }
}
