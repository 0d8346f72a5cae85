// concatMap / merge(maxConcurrent:): when an inner observable completes while the trampoline is
// running, the next waiting inner is subscribed through CurrentThreadScheduler.instance.schedule
// (RxSwift's Merge.swift, dequeueNextAndSubscribe): it waits at the back of the queue (here
// behind the outer source's `completed`), and is never subscribed if the subscription is
// disposed before its turn.
import MiniRx

_ = Observable.of(1, 2)
    .do(onCompleted: { print("outer completed") })
    .concatMap { v in
        Observable.of(v * 10)
            .do(onSubscribe: { print("inner \(v) subscribe") }, onDispose: { print("inner \(v) dispose") })
    }
    .subscribe(onNext: { print("next \($0)") }, onCompleted: { print("completed") })

print("--- merge(maxConcurrent: 1), disposed right after the first inner completes")
var d: Disposable?
_ = CurrentThreadScheduler.instance.schedule(()) { _ in
    d = Observable.of(
        Observable.of(1).do(afterCompleted: { print("a completed"); d?.dispose() }),
        Observable.of(2).do(onSubscribe: { print("b subscribe") }))
        .merge(maxConcurrent: 1)
        .subscribe(onNext: { print("next \($0)") }, onDisposed: { print("disposed") })
    return Disposables.create()
}
