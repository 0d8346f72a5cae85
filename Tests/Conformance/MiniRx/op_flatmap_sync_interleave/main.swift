// Case op_flatmap_sync_interleave: flatMap / concatMap / merge / concat over synchronous
// sources (Observable.of / from / range / just), nested subscribe inside onNext. Prints the
// exact emission order, which depends on how synchronous sources schedule their elements.
import MiniRx

_ = Observable.of(1, 2, 3)
    .flatMap { v in Observable.of(v * 10, v * 10 + 1) }
    .subscribe { print("flatMap of/of: \($0)") }

_ = Observable.of(1, 2, 3)
    .flatMap { (v: Int) -> Observable<Int> in
        let base = v * 10
        return Observable.of(base, base + 1, base + 2)
    }
    .subscribe { print("flatMap of3/of3: \($0)") }

_ = Observable.range(start: 1, count: 2)
    .flatMap { (v: Int) -> Observable<Int> in
        let base = v * 100
        return Observable.from([base, base + 1, base + 2, base + 3])
    }
    .subscribe { print("flatMap range2/from4: \($0)") }

_ = Observable.of(1, 2)
    .flatMap { v in Observable.just(v * 10) }
    .subscribe { print("flatMap of/just: \($0)") }

_ = Observable.just(1)
    .flatMap { v in Observable.of(v, v + 1, v + 2) }
    .subscribe { print("flatMap just/of: \($0)") }

_ = Observable.of(1, 2)
    .concatMap { v in Observable.of(v * 10, v * 10 + 1) }
    .subscribe { print("concatMap of/of: \($0)") }

_ = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
    .subscribe { print("merge of+of: \($0)") }

_ = Observable.concat(Observable.of(1, 2), Observable.of(3, 4))
    .subscribe { print("concat of+of: \($0)") }

print("-- nested subscribe inside onNext")
_ = Observable.of("x", "y").subscribe(onNext: { outer in
    print("outer \(outer) begin")
    _ = Observable.of(1, 2).subscribe(onNext: { inner in
        print("  inner \(outer)\(inner)")
    })
    print("outer \(outer) end")
})

print("-- nested subscribe inside onNext of a subject")
let trigger = PublishSubject<String>()
let t = trigger.subscribe(onNext: { outer in
    print("subject \(outer) begin")
    _ = Observable.of(1, 2).subscribe(onNext: { inner in
        print("  inner \(outer)\(inner)")
    })
    print("subject \(outer) end")
})
trigger.onNext("s")
t.dispose()
