// Exercise 12.2: build the observable asDriver(onErrorJustReturn:) makes. Edit this file only.
import MiniRx

extension ObservableConvertibleType {
    /// What `asDriver(onErrorJustReturn: fallback)` makes, as a plain `Observable`: delivered on
    /// the main scheduler, an error replaced by `fallback` and `completed`, and shared by every
    /// subscriber, the latest element replayed to a newcomer, for as long as anyone is
    /// subscribed. (Only MiniRx can wrap it in a `Driver`, as only RxCocoa can in RxSwift: the
    /// `Driver` initializer that takes an observable is internal.)
    func asDriverObservable(onErrorJustReturn fallback: Element) -> Observable<Element> {
        // TODO: build it from MiniRx's operators.
        asObservable()
    }
}
