// Every operator of part 1 releases everything it made once its subscription is over: the live
// object count (Resources.total) is back where it started, whether the chain completed, failed
// or was disposed from outside.
import MiniRx
import Testing

private enum LeakTestError: Error {
    case boom
}

@Suite("operators part 1 release what they made", .serialized)
struct OperatorsPart1LeakTests {
    @Test("Chains that complete")
    func completing() {
        expectNoLeak("map/filter/compactMap/scan/reduce") {
            _ = Observable.of(1, 2, 3).map { $0 * 2 }.filter { $0 > 2 }.compactMap { $0 }
                .scan(0, accumulator: +).reduce(0, accumulator: +).subscribe()
        }
        expectNoLeak("flatMap family and merge") {
            _ = Observable.of(1, 2).flatMap { Observable.of($0, $0) }.subscribe()
            _ = Observable.of(1, 2).flatMapFirst { Observable.of($0, $0) }.subscribe()
            _ = Observable.of(1, 2).flatMapLatest { Observable.of($0, $0) }.subscribe()
            _ = Observable.of(1, 2).concatMap { Observable.of($0, $0) }.subscribe()
            _ = Observable.merge(Observable.of(1), Observable.of(2)).subscribe()
            _ = Observable.of(Observable.of(1), Observable.of(2)).merge(maxConcurrent: 1).subscribe()
        }
        expectNoLeak("concat, startWith, take family") {
            _ = Observable.concat(Observable.of(1), Observable.of(2)).startWith(0).subscribe()
            _ = Observable.of(1, 2, 3).take(2).takeLast(1).subscribe()
            _ = Observable.of(1, 2, 3).take(until: Observable<Int>.never()).subscribe()
            _ = Observable.of(1, 2, 3).take(while: { $0 < 2 }).subscribe()
        }
        expectNoLeak("skip family, distinct, enumerated, element(at:), ignoreElements") {
            _ = Observable.of(1, 2, 3).skip(1).skip(while: { $0 < 3 }).subscribe()
            _ = Observable.of(1, 2, 3).skip(until: Observable.just(())).subscribe()
            _ = Observable.of(1, 1, 2).distinctUntilChanged().enumerated().subscribe()
            _ = Observable.of(1, 2, 3).element(at: 1).subscribe()
            _ = Observable.of(1, 2, 3).ignoreElements().subscribe()
        }
    }

    @Test("Chains that fail or are disposed from outside")
    func failingOrDisposed() {
        expectNoLeak("errors") {
            _ = Observable.of(1, 2).map { _ -> Int in throw LeakTestError.boom }.subscribe()
            _ = Observable.of(1, 2).flatMap { _ in Observable<Int>.error(LeakTestError.boom) }.subscribe()
            _ = Observable.concat(Observable.of(1), Observable<Int>.error(LeakTestError.boom)).subscribe()
        }
        expectNoLeak("disposed while inner and other sequences are still running") {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let other = PublishSubject<Void>()
            let subscriptions = [
                outer.flatMap { _ in inner }.subscribe(),
                outer.flatMapLatest { _ in inner }.subscribe(),
                outer.concatMap { _ in inner }.subscribe(),
                outer.take(until: other).skip(until: other).subscribe(),
                Observable.concat(inner.asObservable(), outer.asObservable()).subscribe(),
            ]
            outer.onNext(1)
            outer.onNext(2)
            inner.onNext(3)
            for subscription in subscriptions { subscription.dispose() }
        }
    }
}
