// Exercise 12.2, MiniRx's own piece in the learner's place: MiniRx's asDriver, as an Observable.
import MiniRx

extension ObservableConvertibleType {
    func asDriverObservable(onErrorJustReturn fallback: Element) -> Observable<Element> {
        asDriver(onErrorJustReturn: fallback).asObservable()
    }
}
