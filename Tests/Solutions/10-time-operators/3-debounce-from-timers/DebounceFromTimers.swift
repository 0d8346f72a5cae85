// Exercise 10.3, a reference solution.
import MiniRx

extension ObservableType {
    /// Sends an element once `dueTime` has passed with no newer element, built from
    /// `flatMapLatest` and `Observable<Int>.timer`, without `debounce`.
    func debounceWithTimers(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        // Each element waits in a timer of its own; flatMapLatest disposes the older timer
        // when a newer element arrives, so only an element followed by quiet gets through.
        flatMapLatest { element in
            Observable<Int>.timer(dueTime, scheduler: scheduler).map { _ in element }
        }
    }
}
