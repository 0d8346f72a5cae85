/// Anything that can receive events.
///
/// `on` is the whole contract. `onNext`, `onError` and `onCompleted` always mean the same as
/// `on(.next(element))`, `on(.error(error))` and `on(.completed)`, and that is what they do
/// unless the observer says otherwise. RxSwift has them as conveniences only; MiniRx makes them
/// requirements so that the library's own sinks can pass events along without wrapping each one
/// in an `Event`. In generic code, building or taking apart an `Event<T>` costs a runtime type
/// lookup every time, and that was most of the time an element spent in a chain. Observers you
/// write need only `on`.
public protocol ObserverType<Element> {
    associatedtype Element
    /// Delivers one event.
    func on(_ event: Event<Element>)
    /// Delivers an element: the same as `on(.next(element))`.
    func onNext(_ element: Element)
    /// Ends with an error: the same as `on(.error(error))`.
    func onError(_ error: Swift.Error)
    /// Ends successfully: the same as `on(.completed)`.
    func onCompleted()
}

extension ObserverType {
    public func onNext(_ element: Element) { on(.next(element)) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
    public func onCompleted() { on(.completed) }
}

extension ObserverType {
    /// Hands `event` to `onNext`, `onError` or `onCompleted`: the whole of `on` for an observer
    /// that implements those three itself.
    func deliverByKind(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }
}
