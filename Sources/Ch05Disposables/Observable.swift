/// The common base class of every sequence: it erases the concrete sequence type.
///
/// It cannot subscribe anything by itself: each concrete sequence overrides `subscribe`.
/// (In chapter 4 `Producer` becomes the subclass that does this for almost all of them.)
public class Observable<Element>: ObservableType {
    init() {
        Resources.incrementTotal()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod("Observable.subscribe")
    }

    /// Already an `Observable`: returns itself.
    public func asObservable() -> Observable<Element> {
        self
    }

    deinit {
        Resources.decrementTotal()
    }
}
