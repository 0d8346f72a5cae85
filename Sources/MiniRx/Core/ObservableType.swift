/// A type that can present itself as an `Observable`.
public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// A sequence of events that observers can subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts delivering events to `observer`; the returned disposable ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// The default: wrap `self` in an observable that forwards each subscription to it.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}

/// `Observable` by a name no other module uses: Swift's Observation module declares an
/// `Observable` too, and a file that imports both can name this one unambiguously.
public typealias RxObservable<Element> = MiniRx.Observable<Element>

/// The base class of every sequence. It does nothing alone: subclasses (a `Producer`, a subject)
/// override `subscribe`.
open class Observable<Element>: ObservableType {
    public init() {
        Resources.incrementTotal()
    }

    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod("Observable.subscribe")
    }

    public func asObservable() -> Observable<Element> { self }

    deinit {
        Resources.decrementTotal()
    }
}
