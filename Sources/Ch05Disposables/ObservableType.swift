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
    /// Wraps any `ObservableType` in an `Observable` that passes each observer on to it.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in
            self.subscribe(observer)
        }
    }
}
