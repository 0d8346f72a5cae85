// Case edge_empty_source_ops: how operators behave on a source that completes at once with no
// elements (`Observable.empty()`): which ones emit (startWith, ifEmpty, reduce, toArray,
// first), which ones error (single, asSingle, element(at:)), and what merge/zip/combineLatest/
// amb/withLatestFrom do with one empty side.
import MiniRx

func show<T>(_ name: String, _ observable: Observable<T>) {
    _ = observable.subscribe(
        onNext: { print("\(name): next \($0)") },
        onError: { print("\(name): error \($0)") },
        onCompleted: { print("\(name): completed") },
        onDisposed: { print("\(name): disposed") }
    )
}

let e = Observable<Int>.empty()
show("map", e.map { $0 * 2 })
show("filter", e.filter { _ in true })
show("compactMap", e.compactMap { $0 })
show("scan", e.scan(0, accumulator: +))
show("reduce", e.reduce(0, accumulator: +))
show("toArray", e.toArray().asObservable())
show("takeLast", e.takeLast(2))
show("take", e.take(2))
show("skip", e.skip(1))
show("startWith", e.startWith(1))
show("ifEmpty(default:)", e.ifEmpty(default: 42))
show("ifEmpty(switchTo:)", e.ifEmpty(switchTo: Observable.of(7, 8)))
show("single", e.single())
show("element(at:)", e.element(at: 0))
show("first", e.first().asObservable())
show("asMaybe", e.asMaybe().asObservable())
show("asSingle", e.asSingle().asObservable())
show("ignoreElements", e.ignoreElements().asObservable())
show("distinctUntilChanged", e.distinctUntilChanged())
show("enumerated", e.enumerated().map { "\($0.index):\($0.element)" })
show("materialize", e.materialize())
show("concat", e.concat(Observable.just(1)))
show("merge", Observable.merge(e, Observable.just(1)))
show("zip", Observable.zip(e, Observable.just(1)) { $0 + $1 })
show("zip (empty second)", Observable.zip(Observable.just(1), e) { $0 + $1 })
show("combineLatest", Observable.combineLatest(e, Observable.just(1)) { $0 + $1 })
show("withLatestFrom (empty source)", e.withLatestFrom(Observable.just(1)))
show("withLatestFrom (empty other)", Observable.just(1).withLatestFrom(e))
show("flatMap", e.flatMap { Observable.just($0) })
show("flatMapLatest", e.flatMapLatest { Observable.just($0) })
show("concatMap", e.concatMap { Observable.just($0) })
show("amb", e.amb(Observable<Int>.never()))
show("take(until:)", e.take(until: Observable<Int>.never()))
show("skip(until:)", e.skip(until: Observable.just(1)))
show("sample", e.sample(Observable.just(1)))
show("groupBy", e.groupBy { $0 % 2 }.map { $0.key })
show("retry", e.retry(2))
show("catchAndReturn", e.catchAndReturn(0))
show("share", e.share(replay: 1))
