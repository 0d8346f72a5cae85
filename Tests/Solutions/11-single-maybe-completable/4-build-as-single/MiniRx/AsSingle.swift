// Exercise 11.4 with MiniRx's own asSingle() in the learner's place: the check program must
// print expected.txt with it (ExerciseTests), so expected.txt is what MiniRx, held to RxSwift by
// the conformance tests, prints.
import MiniRx

extension ObservableType {
    func asSingleObservable() -> Observable<Element> {
        asSingle().asObservable()
    }
}
