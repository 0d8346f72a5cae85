// Stage 10.4 writes this file. debounce: an element goes out only once `dueTime` has passed
// with no newer element; the sink keeps the element waiting and the one timer running.

import Foundation

extension ObservableType {
    /// Sends an element only once `dueTime` has passed with no newer element: each element
    /// restarts the wait. On completion a waiting element is sent at once, then `completed`; an
    /// error goes at once and drops it.
    ///
    ///     source:   1-2-3--------4--|   (wait 5)
    ///     result:   ---------3------4|
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// The per-subscriber half: the element waiting, and the timer that will send it.
final private class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    /// The number of the latest element: a timer whose number is older has nothing to send.
    private var id: UInt64 = 0
    /// The element waiting for quiet; nil once it was sent or dropped.
    private var value: Element?
    /// The one timer running: setting a new one cancels the old one.
    private let cancellable = SerialDisposable()

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source. Disposing the result ends the source subscription and the timer.
    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            id = id &+ 1
            let currentId = id
            value = element
            // The old timer is cancelled before the new one is set, as RxSwift does; setting
            // the slot to the new timer directly would do as well.
            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(parent.scheduler.scheduleRelative(currentId, dueTime: parent.dueTime) {
                self.propagate($0)
            })
        case .error:
            value = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let value {
                self.value = nil
                forwardOn(.next(value))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    /// The timer of element number `currentId` fired: send it, if it is still the one waiting.
    private func propagate(_ currentId: UInt64) -> Disposable {
        // Taken out before it is sent: the observer may send the source something meanwhile.
        if let value, id == currentId {
            self.value = nil
            forwardOn(.next(value))
        }
        return Disposables.create()
    }
}

/// The shared half: the source, the wait and the scheduler; nothing of any one subscription.
final private class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
