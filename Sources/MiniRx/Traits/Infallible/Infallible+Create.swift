/// What an `Infallible.create` closure may send: an element, or completion. There is no
/// error case, so a source built with `create` cannot fail by construction.
public enum InfallibleEvent<Element> {
    /// Next element is produced.
    case next(Element)
    /// Sequence completed successfully.
    case completed
}

extension Infallible {
    /// The closure `create` hands out.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An `Infallible` whose subscriptions each run `subscribe`. Built on `Observable.create`,
    /// so events after `completed` are dropped and disposal works the same way.
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> Disposable
    ) -> Infallible<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element):
                    observer.on(.next(element))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return Infallible(source)
    }
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}
