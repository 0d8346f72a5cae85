// Stage 7.11 writes this file. `amb`: a Sink that subscribes to two observables and mirrors the
// one that sends first, disposing the other.

extension ObservableType {
    /// Mirrors whichever observable of `sequence` sends an event first, of any kind. Built, as
    /// RxSwift builds it, by folding `amb` over the sequence from an observable that never sends.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { result, next in
            result.amb(next)
        }
    }

    /// Mirrors whichever of `self` and `right` sends an event first, of any kind, and disposes
    /// the other.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element>
    where O2.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }
}

private enum AmbState {
    case neither
    case left
    case right
}

/// One side's observer. Until a side is chosen it hands each event to the sink's decision; the
/// winner's is then switched to plain forwarding. After a stop event it disposes `cancel`.
final private class AmbObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    typealias EventSink = (AmbObserver<Observer>, Event<Element>) -> Void

    fileprivate var sink: EventSink
    fileprivate var cancel: Disposable

    init(cancel: Disposable, sink: @escaping EventSink) {
        self.cancel = cancel
        self.sink = sink
        _ = Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        sink(self, event)
        if event.isStopEvent {
            cancel.dispose()
        }
    }

    deinit {
        _ = Resources.decrementTotal()
    }
}

final private class AmbSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    private let parent: Amb<Element>
    private var choice = AmbState.neither

    init(parent: Amb<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let disposeAll = Disposables.create(subscription1, subscription2)

        let forwardEvent = { (_: AmbObserver<Observer>, event: Event<Element>) in
            self.forwardOn(event)
            if event.isStopEvent {
                self.dispose()
            }
        }
        let decide = { (observer: AmbObserver<Observer>, event: Event<Element>, me: AmbState,
                        otherSubscription: Disposable) in
            if self.choice == .neither {
                // The first event of either side, of any kind, chooses it; the other is let go.
                self.choice = me
                observer.sink = forwardEvent
                observer.cancel = disposeAll
                otherSubscription.dispose()
            }
            if self.choice == me {
                self.forwardOn(event)
                if event.isStopEvent {
                    self.dispose()
                }
            }
        }

        let leftObserver = AmbObserver<Observer>(cancel: subscription1) { observer, event in
            decide(observer, event, .left, subscription2)
        }
        // RxSwift gives the right observer `subscription1` as its cancel too; kept as it is.
        let rightObserver = AmbObserver<Observer>(cancel: subscription1) { observer, event in
            decide(observer, event, .right, subscription1)
        }

        subscription1.setDisposable(parent.left.subscribe(leftObserver))
        subscription2.setDisposable(parent.right.subscribe(rightObserver))
        return disposeAll
    }
}

final private class Amb<Element>: Producer<Element> {
    fileprivate let left: Observable<Element>
    fileprivate let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AmbSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
