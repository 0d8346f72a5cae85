// Stage 7.13 writes this file. `groupBy`: one subject per key, each sent on as a group; the
// source's subscription lives while the result or any group is watched.

extension ObservableType {
    /// Sends a `GroupedObservable` for each new key `keySelector` finds, and each element to the
    /// group of its key. The source's end goes to every group, then to the result.
    ///
    ///     Observable.of("apple", "avocado", "banana").groupBy { $0.first! }
    ///     // a group "a" (apple, avocado), then a group "b" (banana)
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), selector: keySelector)
    }
}

/// A group's observable: each subscription holds the source's subscription alive.
final private class GroupedObservableImpl<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // TODO(7.13)
        Disposables.create()
    }
}

final private class GroupBySink<Key: Hashable, Element, Observer: ObserverType>:
    Sink<Observer>, ObserverType where Observer.Element == GroupedObservable<Key, Element>
{
    typealias Parent = GroupBy<Key, Element>

    private let parent: Parent
    /// The source's subscription.
    private let subscription = SingleAssignmentDisposable()
    /// Holds `subscription` while the result or any group subscription is alive.
    private var refCountDisposable: RefCountDisposable!
    private var groupedSubjectTable: [Key: PublishSubject<Element>] = [:]
    // RxSwift ends the groups in its dictionary's order, which changes from run to run; this
    // library ends them in the order they were made, so a program prints the same each time.
    private var groupsInOrder: [PublishSubject<Element>] = []

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // TODO(7.13)
        Disposables.create()
    }

    private func onGroupEvent(key: Key, value: Element) {
        // TODO(7.13)
    }

    func on(_ event: Event<Element>) {
        // TODO(7.13)
    }

    private func error(_ error: Swift.Error) {
        // TODO(7.13)
    }

    private func forwardOnGroups(event: Event<Element>) {
        // TODO(7.13)
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
