// Stage 2.4 gives this file whole: read it. What can be subscribed to, and `Observable`, the
// class every sequence of the library is.

/// Anything that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of the elements.
    associatedtype Element

    /// This value as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// Anything an observer can subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts sending events to `observer`; disposing the result ends that.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// Any observable type as an `Observable`: one whose subscribe subscribes to this value.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}

/// A sequence of events: the type every operator takes and returns. Subclasses override
/// `subscribe`.
open class Observable<Element>: ObservableType {
    public init() {
        Resources.incrementTotal()
    }

    /// Abstract: each kind of sequence says what subscribing does.
    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod("Observable.subscribe")
    }

    /// Itself.
    public func asObservable() -> Observable<Element> { self }

    deinit {
        Resources.decrementTotal()
    }
}
