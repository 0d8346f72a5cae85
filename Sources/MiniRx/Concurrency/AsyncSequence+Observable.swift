// Any Swift async sequence as an Observable, as RxSwift 6.10 has it.

extension AsyncSequence {
    /// An observable that, for each subscription, iterates this async sequence in a detached
    /// Swift task and sends its elements, then `completed` (also when the iteration is
    /// cancelled), or the error it throws. Disposing cancels the task.
    ///
    /// Not deterministic: as in RxSwift, the events come from the task, on the concurrency
    /// runtime's threads and at the runtime's pace. They reach MiniRx under `TaskBridge`'s lock;
    /// await them (`values`) or block for them (`toBlocking()`) rather than running other MiniRx
    /// work meanwhile.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let delivery = TaskDelivery(observer)
            // The iteration, made here and handed to the task, which alone runs it.
            var iterator = makeAsyncIterator()
            nonisolated(unsafe) let nextElement = { try await iterator.next() }
            TaskBridge.taskStarted()
            let task = Task.detached(priority: priority) {
                do {
                    while let element = try await nextElement() {
                        nonisolated(unsafe) let element = element
                        TaskBridge.deliver { delivery.current?.on(.next(element)) }
                    }
                    TaskBridge.deliver { delivery.take()?.on(.completed) }
                } catch is CancellationError {
                    TaskBridge.deliver { delivery.take()?.on(.completed) }
                } catch {
                    TaskBridge.deliver { delivery.take()?.on(.error(error)) }
                }
                TaskBridge.taskFinished()
            }
            return Disposables.create {
                delivery.cancel()
                task.cancel()
            }
        }
    }
}
