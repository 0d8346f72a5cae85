// Case edge_dispose_during_emission: a subscriber disposes its own subscription from inside
// onNext (the Disposable is held in a SingleAssignmentDisposable). For each operator chain:
// what is printed after the dispose, in which order upstream subscriptions go away, and that
// later events are not delivered.
import MiniRx

func run<T>(_ name: String, stopAt: Int, _ make: (Observable<Int>) -> Observable<T>) {
    print("-- \(name)")
    let source = PublishSubject<Int>()
    let upstream = source.do(onDispose: { print("  upstream disposed") })
    let holder = SingleAssignmentDisposable()
    var count = 0
    holder.setDisposable(make(upstream).subscribe(
        onNext: { value in
            count += 1
            print("  next \(value)")
            if count == stopAt {
                print("  disposing")
                holder.dispose()
                print("  disposed returned")
            }
        },
        onError: { print("  error \($0)") },
        onCompleted: { print("  completed") },
        onDisposed: { print("  onDisposed") }
    ))
    for i in 1...4 {
        source.onNext(i)
    }
    source.onCompleted()
    print("  observers left: \(source.hasObservers)")
}

run("map", stopAt: 2) { $0.map { $0 * 10 } }
run("filter", stopAt: 1) { $0.filter { $0 % 2 == 0 } }
run("scan", stopAt: 2) { $0.scan(0, accumulator: +) }
run("take(3)", stopAt: 2) { $0.take(3) }
run("startWith", stopAt: 1) { $0.startWith(0) }
run("flatMap", stopAt: 3) { o in
    o.flatMap { v in Observable.of(v, v * 100).do(onDispose: { print("  inner \(v) disposed") }) }
}
run("flatMapLatest", stopAt: 2) { o in
    o.flatMapLatest { v in Observable<Int>.never().startWith(v).do(onDispose: { print("  inner \(v) disposed") }) }
}
run("merge", stopAt: 2) { o in
    Observable.merge(o, Observable<Int>.never().do(onDispose: { print("  never disposed") }))
}
run("zip", stopAt: 2) { o in
    Observable.zip(o, Observable.of(10, 20, 30, 40)) { $0 + $1 }
}
run("combineLatest", stopAt: 2) { o in
    Observable.combineLatest(o, Observable.just(100).concat(Observable.never())) { $0 + $1 }
}
run("withLatestFrom", stopAt: 1) { o in
    o.withLatestFrom(Observable.just("w").concat(Observable.never()).do(onDispose: { print("  other disposed") })) { "\($0)\($1)" }
}
run("concat", stopAt: 5) { o in
    Observable.just(0).concat(o)
}
run("distinctUntilChanged", stopAt: 2) { $0.distinctUntilChanged() }
run("share", stopAt: 2) { $0.share() }
run("share(replay: 1)", stopAt: 1) { $0.share(replay: 1) }
run("take(until:)", stopAt: 2) { o in
    o.take(until: Observable<Int>.never().do(onDispose: { print("  trigger disposed") }))
}

print("-- synchronous source: dispose from onNext does not stop it")
let holder = SingleAssignmentDisposable()
holder.setDisposable(Observable.of(1, 2, 3)
    .do(onDispose: { print("  of disposed") })
    .subscribe(
        onNext: { value in
            print("  next \(value)")
            holder.dispose()
        },
        onCompleted: { print("  completed") },
        onDisposed: { print("  onDisposed") }
    ))
print("  holder disposed: \(holder.isDisposed)")
