// Stage 7.7 writes this file. `distinctUntilChanged`: a Producer and a Sink that remembers the key
// of the last element it passed on.

extension ObservableType where Element: Equatable {
    /// Drops an element equal (`==`) to the one passed on just before it.
    ///
    ///     Observable.of(1, 1, 2, 1).distinctUntilChanged()   // 1, 2, 1, completed
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops an element whose key equals the key of the element passed on just before it.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops an element that `comparer` finds equal to the element passed on just before it.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops an element whose key `comparer` finds equal to the key of the element passed on just
    /// before it; `comparer` gets that earlier key first. A `keySelector` or `comparer` that
    /// throws ends the result with that error.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K,
        comparer: @escaping (K, K) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
    }

    /// Drops an element whose property at `keyPath` equals that of the element before it.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }
}

final private class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = DistinctUntilChanged<Element, Key>

    private let parent: Parent
    // The key of the last element passed on; nil before the first.
    private var currentKey: Key?

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // TODO(7.7)
    }
}

final private class DistinctUntilChanged<Element, Key>: Producer<Element> {
    typealias KeySelector = (Element) throws -> Key
    typealias EqualityComparer = (Key, Key) throws -> Bool

    private let source: Observable<Element>
    fileprivate let selector: KeySelector
    fileprivate let comparer: EqualityComparer

    init(source: Observable<Element>, selector: @escaping KeySelector, comparer: @escaping EqualityComparer) {
        self.source = source
        self.selector = selector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
