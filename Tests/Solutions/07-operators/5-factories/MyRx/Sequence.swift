// Stage 7.5 writes this file. `of` and `from`: a Producer and a Sink that send a sequence's
// elements in order, then completed. Here a plain loop sends them all during `subscribe`;
// chapter 9 sends them on the trampoline (RxSwift's `scheduler:` parameter, whose default is
// `CurrentThreadScheduler.instance`), one step at a time, so that a disposal can stop them.
// TODO(9.4): stage 9.4 changes this file: the `scheduler:` parameter, unused until then, is
// kept by `ObservableSequence`, and `run` sends one element per `scheduleRecursive` step on it.

extension ObservableType {
    /// An observable that sends `elements` in order, then completes.
    ///
    ///     Observable.of(1, 2, 3)   // 1, 2, 3, completed
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements: elements)
    }

    /// An observable that sends the array's elements in order, then completes.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements: array)
    }

    /// An observable that sends the sequence's elements in order, then completes: each
    /// subscription iterates the sequence anew.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence)
    }
}

final private class ObservableSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>:
    Sink<Observer>
where Sequence.Element == Observer.Element {
    typealias Parent = ObservableSequence<Sequence>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Each subscription makes its own iterator and sends one element per step until it runs
    /// dry; then completed, and the subscription ends.
    func run() -> Disposable {
        var iterator = parent.elements.makeIterator()
        while let next = iterator.next() {
            forwardOn(.next(next))
        }
        forwardOn(.completed)
        dispose()
        return Disposables.create()
    }
}

final private class ObservableSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element> {
    fileprivate let elements: Sequence

    init(elements: Sequence) {
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObservableSequenceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
