// Exercise 12.2, a reference solution.
import MiniRx

extension ObservableConvertibleType {
    /// What `asDriver(onErrorJustReturn: fallback)` makes, as a plain `Observable`: delivered on
    /// the main scheduler, an error replaced by `fallback` and `completed`, and shared by every
    /// subscriber, the latest element replayed to a newcomer, for as long as anyone is
    /// subscribed. (Only MiniRx can wrap it in a `Driver`, as only RxCocoa can in RxSwift: the
    /// `Driver` initializer that takes an observable is internal.)
    func asDriverObservable(onErrorJustReturn fallback: Element) -> Observable<Element> {
        asObservable()
            // The Driver's scheduler: a MainScheduler of its own, on the one main loop.
            .observe(on: SharingScheduler.make())
            .catchAndReturn(fallback)
            // Shared last, so that every subscriber sees the same delivery and the same fallback.
            .share(replay: 1, scope: .whileConnected)
    }
}
