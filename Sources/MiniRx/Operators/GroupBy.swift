extension ObservableType {
    /// Splits the source into groups by `keySelector`: the first element with a new key sends a
    /// `GroupedObservable` for that key, then that element and later ones with the same key go
    /// to the group. The source's completion or error ends every group, then the result.
    /// The source stays subscribed while any group is, even after the result is disposed.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), selector: keySelector)
    }
}

/// One group as subscribers see it: its subject, holding the source subscription open while
/// subscribed. Like RxSwift's, it subscribes directly, not through the trampoline.
final private class GroupedObservableImpl<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let release = refCount.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(release, subscription)
    }
}

final private class GroupBySink<Key: Hashable, Element, Observer: ObserverType>:
    Sink<Observer>, ObserverType where Observer.Element == GroupedObservable<Key, Element>
{
    typealias Parent = GroupBy<Key, Element>

    private let parent: Parent
    private let subscription = SingleAssignmentDisposable()
    // The source subscription lives until the result is disposed AND every group subscriber
    // has gone: a group may be watched after the result was disposed.
    private let refCount: RefCountDisposable
    private var groups: [Key: PublishSubject<Element>] = [:]
    // RxSwift ends the groups in its dictionary's order, which changes from run to run when
    // there are several; we end them in the order they were created, so output is repeatable.
    private var groupsInOrder: [PublishSubject<Element>] = []

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        refCount = RefCountDisposable(disposable: subscription)
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        subscription.setDisposable(parent.source.subscribe(self))
        return refCount
    }

    private func onGroupEvent(key: Key, value: Element) {
        if let writer = groups[key] {
            writer.on(.next(value))
            return
        }
        let writer = PublishSubject<Element>()
        groups[key] = writer
        groupsInOrder.append(writer)
        let group = GroupedObservable(
            key: key, source: GroupedObservableImpl(subject: writer, refCount: refCount))
        // The group is announced first, so a subscriber added in onNext gets this element too.
        forwardOn(.next(group))
        writer.on(.next(value))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                let key = try parent.selector(value)
                onGroupEvent(key: key, value: value)
            } catch {
                fail(error)
            }
        case .error(let error):
            fail(error)
        case .completed:
            forwardOnGroups(.completed)
            forwardOn(.completed)
            subscription.dispose()
            dispose()
        }
    }

    private func fail(_ error: Swift.Error) {
        forwardOnGroups(.error(error))
        forwardOn(.error(error))
        subscription.dispose()
        dispose()
    }

    private func forwardOnGroups(_ event: Event<Element>) {
        for writer in groupsInOrder {
            writer.on(event)
        }
    }
}

final private class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    typealias KeySelector = (Element) throws -> Key

    fileprivate let source: Observable<Element>
    fileprivate let selector: KeySelector

    init(source: Observable<Element>, selector: @escaping KeySelector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(parent: self, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
