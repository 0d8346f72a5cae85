extension Reactive where Base: KeyValueObservable {
    /// The values of `keyPath` (a property name) as a sequence: with the default options, the
    /// current value at once, then each new value. The element is optional, as in RxCocoa: nil
    /// when the value is nil or is not an `Element`.
    ///
    /// Each subscription registers a `KVOObserver`, an intermediate object that receives the
    /// change messages and sends them on; disposing unregisters it. With `retainSelf` (the
    /// default), the object is kept alive while the subscription lasts, so the sequence never
    /// completes by itself: dispose it.
    public func observe<Element>(
        _ type: Element.Type,
        _ keyPath: String,
        options: KeyValueObservingOptions = [.new, .initial],
        retainSelf: Bool = true
    ) -> Observable<Element?> {
        KVOObservable(object: base, keyPath: keyPath, options: options, retainTarget: retainSelf)
            .asObservable()
    }
}

extension Reactive where Base: KeyValueObservable & HasAssociatedObjects {
    /// Like `observe`, without keeping the object alive: when the object is deallocated, it
    /// sends a last `nil` (there is no value any more) and completes, as RxCocoa's does.
    /// (RxCocoa's `observeWeakly` also follows key paths through several objects, `"a.b.c"`;
    /// this one observes one property.)
    public func observeWeakly<Element>(
        _ type: Element.Type,
        _ keyPath: String,
        options: KeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element?> {
        let values = KVOObservable<Element>(
            object: base, keyPath: keyPath, options: options, retainTarget: false
        ).asObservable()
        // RxCocoa's `finishWithNilWhenDealloc`: the values until the object goes, then `nil`.
        return deallocated
            .map { _ in Observable<Element?>.just(nil) }
            .startWith(values)
            .switchLatest()
    }
}

/// The intermediate object: registered with the observed object as a KVO observer, it receives
/// each change message and hands the new value to a callback (which sends it on to an Rx
/// observer). The observed object holds its observers weakly, so this one keeps itself alive
/// until disposed, as RxCocoa's `KVOObserver` does.
final class KVOObserver: KeyValueObserving, Disposable {
    typealias Callback = (Any?) -> Void

    private weak var target: (any KeyValueObservable)?
    // Set only when observing with `retainSelf`: keeps the observed object alive.
    private var retainedTarget: (any KeyValueObservable)?
    private let keyPath: String
    private var callback: Callback?
    private var retainSelf: KVOObserver?

    init(
        target: any KeyValueObservable, retainTarget: Bool, keyPath: String,
        options: KeyValueObservingOptions, callback: @escaping Callback
    ) {
        self.target = target
        retainedTarget = retainTarget ? target : nil
        self.keyPath = keyPath
        self.callback = callback
        _ = Resources.incrementTotal()
        retainSelf = self
        target.addObserver(self, forKeyPath: keyPath, options: options)
    }

    func observeValue(forKeyPath keyPath: String, of object: AnyObject, newValue: Any?) {
        callback?(newValue)
    }

    func dispose() {
        target?.removeObserver(self, forKeyPath: keyPath)
        retainedTarget = nil
        callback = nil
        retainSelf = nil
    }

    deinit {
        _ = Resources.decrementTotal()
    }
}

/// The sequence `rx.observe` returns: each subscription makes its own `KVOObserver`.
private final class KVOObservable<Element>: ObservableType {
    typealias Element = Element?

    private weak var target: (any KeyValueObservable)?
    private let strongTarget: (any KeyValueObservable)?
    private let keyPath: String
    private let options: KeyValueObservingOptions

    init(object: any KeyValueObservable, keyPath: String, options: KeyValueObservingOptions, retainTarget: Bool) {
        target = object
        strongTarget = retainTarget ? object : nil
        self.keyPath = keyPath
        self.options = options
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element? {
        guard let target else {
            observer.on(.completed)
            return Disposables.create()
        }
        let kvoObserver = KVOObserver(
            target: target, retainTarget: strongTarget != nil, keyPath: keyPath, options: options
        ) { value in
            observer.on(.next(Self.unwrap(value)))
        }
        return Disposables.create(with: kvoObserver.dispose)
    }

    /// A reflected optional property arrives as `Optional<T>` inside `Any`: nil stays nil.
    private static func unwrap(_ value: Any?) -> Element? {
        guard let value else { return nil }
        return value as? Element
    }
}
