// Exercise 7.2: predict what this program prints (see README.md). Don't edit this file: write
// your prediction in prediction.txt.
import MiniRx

/// A source that sends `values` from inside its create closure, then completes.
func sendingAtOnce(_ values: [Int]) -> Observable<Int> {
    Observable.create { observer in
        for value in values { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create()
    }
}

_ = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
    .subscribe(onNext: { print("of + of: \($0)") }, onCompleted: { print("of + of: completed") })

_ = Observable.merge(sendingAtOnce([1, 2, 3]), sendingAtOnce([10, 20, 30]))
    .subscribe(onNext: { print("create + create: \($0)") }, onCompleted: { print("create + create: completed") })

_ = Observable.merge(Observable.of(1, 2, 3), sendingAtOnce([10, 20, 30]))
    .subscribe(onNext: { print("of + create: \($0)") }, onCompleted: { print("of + create: completed") })
print("live MiniRx objects: \(Resources.total)")
