/// Anything that can receive events.
public protocol ObserverType {
    associatedtype Element
    /// Delivers one event.
    func on(_ event: Event<Element>)
    /// Delivers one element: always the same as `on(.next(element))`, which is what it does
    /// unless the observer says otherwise.
    ///
    /// RxSwift has only `on`, with `onNext` as a convenience. MiniRx makes `onNext` a requirement
    /// so that operators can pass elements along without wrapping each in an `Event`: in generic
    /// code, building and taking apart an `Event<T>` costs a runtime type lookup every time, and
    /// that was most of the time an element spent in a chain. Observers you write need not care.
    func onNext(_ element: Element)
}

extension ObserverType {
    public func onNext(_ element: Element) { on(.next(element)) }
    public func onCompleted() { on(.completed) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}
