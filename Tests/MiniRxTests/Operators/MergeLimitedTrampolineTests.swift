// concatMap and merge(maxConcurrent:): when an inner observable completes, the next queued one
// is subscribed through the trampoline (RxSwift's dequeueNextAndSubscribe), not at once.
import MiniRx
import Testing

@Suite("merge(maxConcurrent:): the next inner waits its turn on the trampoline", .serialized)
struct MergeLimitedTrampolineTests {
    /// Merges, one at a time, a hand-driven first inner and a second that logs its subscription;
    /// the first completes, then the same piece of work logs "after a completed", optionally
    /// disposes the result, and completes the outer source.
    private func run(onTrampoline: Bool, disposeBeforeTurn: Bool = false) -> [String] {
        let log = EventLog()
        let outer = PublishSubject<Observable<String>>()
        let first = PublishSubject<String>()
        let second = Observable.just("b").do(onSubscribe: { log.lines.append("b subscribed") })
        let work = {
            let subscription = outer.merge(maxConcurrent: 1)
                .subscribe { event in log.lines.append("\(event)") }
            outer.onNext(first.asObservable())
            outer.onNext(second)
            first.onNext("a")
            first.onCompleted()
            log.lines.append("after a completed")
            if disposeBeforeTurn { subscription.dispose() }
            outer.onCompleted()
        }
        if onTrampoline {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                work()
                return Disposables.create()
            }
        } else {
            work()
        }
        return log.lines
    }

    @Test("Outside the trampoline the next inner is subscribed at once")
    func atOnceWhenIdle() {
        expectNoLeak {
            #expect(run(onTrampoline: false) == [
                "next(a)", "b subscribed", "next(b)", "after a completed", "completed",
            ])
        }
    }

    @Test("While the trampoline runs, the next inner waits until the current work returns")
    func waitsBehindCurrentWork() {
        expectNoLeak {
            #expect(run(onTrampoline: true) == [
                "next(a)", "after a completed", "b subscribed", "next(b)", "completed",
            ])
        }
    }

    @Test("Disposed before its turn, the next inner is never subscribed")
    func neverSubscribedAfterDispose() {
        expectNoLeak {
            #expect(run(onTrampoline: true, disposeBeforeTurn: true) == [
                "next(a)", "after a completed",
            ])
        }
    }

    @Test("A long queue of synchronous inners is subscribed one after another, not one inside another")
    func longQueueOfSynchronousInners() {
        expectNoLeak {
            let outer = PublishSubject<Observable<Int>>()
            let first = PublishSubject<Int>()
            var received: [Int] = []
            let subscription = outer.concat().subscribe(onNext: { received.append($0) })
            outer.onNext(first.asObservable())
            // Queued behind `first`; each completes while it is being subscribed. Subscribed
            // from inside the one before, they would take the stack 1,000 levels deep.
            for value in 1...1_000 { outer.onNext(Observable.just(value)) }
            first.onCompleted()
            #expect(received == Array(1...1_000))
            subscription.dispose()
        }
    }
}
