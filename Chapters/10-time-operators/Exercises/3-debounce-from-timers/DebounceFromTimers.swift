// Exercise 10.3: debounce built from flatMapLatest and timer. Edit this file only.
import MiniRx

extension ObservableType {
    /// Sends an element once `dueTime` has passed with no newer element, built from
    /// `flatMapLatest` and `Observable<Int>.timer`, without `debounce`.
    func debounceWithTimers(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        // TODO: give each element its own timer; a newer element must cancel the older timer.
        asObservable()
    }
}
