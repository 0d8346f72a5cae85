// Stage 6.5 writes this file. RxCocoa's `bind(to:)` for observers and `bind(onNext:)` (its
// Common/Observable+Bind.swift, renamed: RxRelay's file has that name too).

extension ObservableType {
    /// Subscribes once and sends every event, stop events included, to each of `observers`, in
    /// order. Like `subscribe`, but it says that this is a binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        // TODO(6.5)
        Disposables.create()
    }

    /// The same, to observers of optional elements.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        // TODO(6.5)
        Disposables.create()
    }

    /// Subscribes `onNext` to the elements. A binding is not supposed to fail: an error is
    /// reported as a programming error.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        // TODO(6.5): report an error with `rxFatalErrorInDebug` (Rx.swift).
        Disposables.create()
    }
}
