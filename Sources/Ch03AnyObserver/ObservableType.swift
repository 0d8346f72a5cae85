/// Anything that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The same sequence, as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A sequence an observer can subscribe to.
///
/// The verb points the "wrong" way for a textbook observer pattern (the observable subscribes
/// the observer); read `subscribe` as "add this observer".
public protocol ObservableType: ObservableConvertibleType {
    /// Starts sending events to `observer`; the returned disposable stops them.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// RxSwift wraps any `ObservableType` as `Observable.create { o in self.subscribe(o) }`.
    /// `create` arrives in chapter 4; until then a type must not rely on this default.
    public func asObservable() -> Observable<Element> {
        rxAbstractMethod("ObservableType.asObservable (needs Observable.create, chapter 4)")
    }
}
