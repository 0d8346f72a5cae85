// Stage 11.6 writes this file. `Infallible.create`: an Infallible whose subscriptions each run a
// closure that can send elements and the completion, but no error.

/// What an Infallible sends: an element, or the end. Frozen, as `Event` is, so that a program
/// may switch over it with no `@unknown default` (RxSwift's is not marked: it is not built with
/// library evolution, which this library is, so the same switch compiles there).
@frozen public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The end.
    case completed
}

extension Infallible {
    /// The closure `create` hands out: call it with `.next` as often as you like, then `.completed`.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An Infallible whose subscriptions each run `subscribe`. Underneath it is an
    /// `Observable.create`: `.next` is `next`, `.completed` is `completed`.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable)
        -> Infallible<Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element):
                    observer.onNext(element)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
        return Infallible(source)
    }
}
