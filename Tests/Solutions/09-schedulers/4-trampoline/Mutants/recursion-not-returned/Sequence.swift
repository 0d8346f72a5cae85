// Mutant: run drops the recursion's disposable, so disposing the subscription leaves the steps running and reading the sequence (breaks: disposing an of or from subscription stops its steps)
// Stage 7.5 writes this file; stage 9.4 sends the elements on a scheduler, the trampoline by
// default, one element per step. `of` and `from`: a Producer and a Sink that send a sequence's
// elements in order, then completed.

extension ObservableType {
    /// An observable that sends `elements` in order, then completes, one element per step on
    /// `scheduler`.
    ///
    ///     Observable.of(1, 2, 3)   // 1, 2, 3, completed
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// An observable that sends the array's elements in order, then completes.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// An observable that sends the sequence's elements in order, then completes: each
    /// subscription iterates the sequence anew.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
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

    /// Each subscription makes its own iterator; each step sends one element and schedules the
    /// next step, until the iterator runs dry: then completed, and the subscription ends.
    func run() -> Disposable {
        _ = parent.scheduler.scheduleRecursive(parent.elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let next = iterator.next() {
                self.forwardOn(.next(next))
                recurse(iterator)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
        return Disposables.create()
    }
}

final private class ObservableSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element> {
    fileprivate let elements: Sequence
    fileprivate let scheduler: ImmediateSchedulerType

    init(elements: Sequence, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObservableSequenceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
