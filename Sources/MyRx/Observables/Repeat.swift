// Stage 9.4 writes this file. `repeatElement`: one element, sent again and again, one step at a
// time on a scheduler (the trampoline by default), until the subscription is disposed.

extension ObservableType {
    /// `element`, again and again, for ever: one element per step on `scheduler`. Only disposing
    /// the subscription (or an operator such as `take(_:)`, which disposes it) stops it.
    ///
    ///     Observable.repeatElement("r").take(3)   // r, r, r, completed
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RepeatElement(element: element, scheduler: scheduler)
    }
}

final private class RepeatElement<Element>: Producer<Element> {
    fileprivate let element: Element
    fileprivate let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = RepeatElementSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

final private class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {
    typealias Parent = RepeatElement<Observer.Element>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Each step sends the element, then schedules the next step. The recursion's disposable is
    /// the subscription: disposing it cancels the step still waiting.
    func run() -> Disposable {
        // TODO(9.4): one `scheduleRecursive` step per element on `parent.scheduler`. What stops
        // it, and what must `run` return for that?
        Disposables.create()
    }
}
