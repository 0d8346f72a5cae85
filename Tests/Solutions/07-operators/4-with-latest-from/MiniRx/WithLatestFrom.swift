// Exercise 7.4 with MiniRx's own withLatestFrom in the learner's place: the check program must
// print expected.txt with it (ExerciseTests), so expected.txt is what MiniRx, held to RxSwift by
// the conformance tests, prints.
import MiniRx

extension ObservableType {
    func withLatest<Second: ObservableType, Result>(
        from second: Second,
        resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        withLatestFrom(second, resultSelector: resultSelector)
    }
}
