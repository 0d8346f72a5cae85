// Stage 6.5 writes this file. RxCocoa's `bind(to:)` for observers and `bind(onNext:)` (its
// Common/Observable+Bind.swift, renamed: RxRelay's file has that name too).

extension ObservableType {
    /// Subscribes once and sends every event, stop events included, to each of `observers`, in
    /// order. Like `subscribe`, but it says that this is a binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// The same, to observers of optional elements.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        // RxCocoa maps the source to optionals first; `map` is chapter 7's stage, so each event
        // is made optional as it is passed on.
        subscribe { event in
            let optional = event.map { $0 as Element? }
            observers.forEach { $0.on(optional) }
        }
    }

    /// Subscribes `onNext` to the elements. A binding is not supposed to fail: an error is
    /// reported as a programming error.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            })
    }
}
