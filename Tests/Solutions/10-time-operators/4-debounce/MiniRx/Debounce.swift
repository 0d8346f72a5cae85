// Exercise 10.4 with MiniRx's own debounce in the learner's place: `make test` requires this to
// print the exercise's expected.txt.
import MiniRx

extension ObservableType {
    func debounced(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        debounce(dueTime, scheduler: scheduler)
    }
}
