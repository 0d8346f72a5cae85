import Foundation
import MiniRx

/// An observable with blocking operators (`first()`, `last()`, `toArray()`, `single()`,
/// `materialize()`), made by `toBlocking()`: each subscribes, then waits until the sequence has
/// given its answer, and returns it. For tests and demos, as RxBlocking says of itself.
///
/// RxBlocking waits by turning the thread's real run loop. MiniRx's run loop is
/// `MainScheduler`, on virtual time, so waiting means turning that loop: a blocking operator
/// runs the main loop's work in order, moving the virtual clock, until the sequence has ended.
/// When nothing is left on the main loop, it waits for the Swift tasks MiniRx's concurrency
/// bridges started (`TaskBridge`). When neither is left, nothing can end the sequence any more:
/// it throws instead of waiting forever.
///
/// Waiting for a task blocks the calling thread, as RxBlocking does: call these operators from a
/// program's top level or a test, not from code the main loop runs (which traps) and not from
/// inside many Swift tasks at once (they would hold the threads the awaited task needs).
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}
