// Exercise 6.4 with MiniRx's own PublishSubject in the learner's place: the check program must
// print expected.txt with it (ExerciseTests), so expected.txt is what MiniRx, held to RxSwift by
// the conformance tests, prints.
import MiniRx

typealias PublishSubject<Element> = MiniRx.PublishSubject<Element>
