// Exercise 13.3 with MiniRx's own rx.deallocated in the learner's place: the check program must
// print expected.txt with it (ExerciseTests), so expected.txt is what MiniRx prints.
import MiniRx

extension Reactive where Base: HasAssociatedObjects {
    var deallocation: Observable<Void> { deallocated }
}
