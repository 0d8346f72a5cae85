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
        // TODO(7.8)
        Disposables.create()
    }

    /// Moves to the next source: now, or, if a move is running, once it returns.
    final func scheduleMoveNext() {
        // TODO(7.8): the gate.
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
        // TODO(7.8): the next observable of the sequence (a nested one walked in place), subscribed;
        // or, when there is none, done().
    }

    override func dispose() {
        // TODO(7.8): the current subscription, and the gate.
        super.dispose()
    }
}
