// Case sched_trampoline_of: synchronous sources on the CurrentThreadScheduler trampoline. `of`
// and `from` send one element per step; an outermost subscribe runs its steps before it returns,
// one made inside work or another subscription waits its turn; so sources inside flatMap take
// turns, and a disposal from onNext stops a source only once subscribe has returned.
import MiniRx

print("-- flatMap over of: the sources take turns")
_ = Observable.of(1, 2, 3)
    .flatMap { x in Observable.of(x * 10, x * 10 + 1, x * 10 + 2) }
    .subscribe(onNext: { print("next \($0)") }, onCompleted: { print("completed") })

print("-- a subscribe inside onNext waits for the outer step to return")
_ = Observable.of("x", "y").subscribe(onNext: { outer in
    print("outer \(outer) begins")
    _ = Observable.of(1, 2).subscribe(onNext: { inner in print("  inner \(outer)\(inner)") })
    print("outer \(outer) ends")
})

print("-- isScheduleRequired")
print("top level: \(CurrentThreadScheduler.isScheduleRequired)")
_ = Observable<Int>.create { observer in
    print("inside subscribe: \(CurrentThreadScheduler.isScheduleRequired)")
    observer.onCompleted()
    return Disposables.create()
}.subscribe()
print("after subscribe: \(CurrentThreadScheduler.isScheduleRequired)")

print("-- work a subscription schedules runs after the subscription's own work")
_ = Observable<Int>.create { observer in
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        print("scheduled work runs")
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create()
    }
    print("create sends 1")
    observer.onNext(1)
    return Disposables.create()
}.subscribe(onNext: { print("next \($0)") }, onCompleted: { print("completed") },
            onDisposed: { print("disposed") })

print("-- from a subject's onNext, nothing runs on the trampoline: each of runs to its end")
let subject = PublishSubject<Int>()
let fromSubject = subject
    .flatMap { v in Observable.of(v, v * 100) }
    .subscribe(onNext: { print("next \($0)") })
subject.onNext(1)
subject.onNext(2)
fromSubject.dispose()

print("-- a disposal from onNext, at top level: subscribe has not returned yet")
let early = SingleAssignmentDisposable()
early.setDisposable(Observable.from([1, 2, 3]).subscribe(
    onNext: { v in
        print("next \(v)")
        if v == 2 { early.dispose() }
    },
    onCompleted: { print("completed") }, onDisposed: { print("disposed") }))

print("-- the same, subscribed from inside scheduled work: the disposal stops it")
_ = CurrentThreadScheduler.instance.schedule(()) { _ in
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(Observable.from([1, 2, 3]).subscribe(
        onNext: { v in
            print("next \(v)")
            if v == 2 { holder.dispose() }
        },
        onCompleted: { print("completed") }, onDisposed: { print("disposed") }))
    print("subscribe returned")
    return Disposables.create()
}
